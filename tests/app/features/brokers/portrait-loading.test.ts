import { describe, expect, it } from 'vitest';
import { DEFAULT_PORTRAIT, loadProgressively, portraitResolutions } from '../../../../app/features/brokers/portrait-loading';

/** A fake image loader: the URLs in `failing` fail with the internal message. */
function loader(failing: string[]) {
  const asked: string[] = [];
  const load = async (url: string) => {
    asked.push(url);
    if (failing.includes(url)) throw new Error(`Failed to load image: ${url}`);
  };
  return { asked, load };
}

describe('progressive portrait', () => {
  it('loads medium then full resolution, showing each', async () => {
    const shown: string[] = [];
    const { asked, load } = loader([]);
    const last = await loadProgressively(['/med.webp', '/full.webp'], (url) => shown.push(url), load);
    expect(asked).toEqual(['/med.webp', '/full.webp']);
    expect(shown).toEqual(['/med.webp', '/full.webp']);
    expect(last).toBe('/full.webp');
  });

  it('a resolution that fails falls back to the next one', async () => {
    const shown: string[] = [];
    const { load } = loader(['/med.webp']);
    expect(await loadProgressively(['/med.webp', '/full.webp'], (url) => shown.push(url), load)).toBe('/full.webp');
    expect(shown).toEqual(['/full.webp']);
  });

  it('keeps the medium one when the full one fails', async () => {
    const shown: string[] = [];
    const { load } = loader(['/full.webp']);
    expect(await loadProgressively(['/med.webp', '/full.webp'], (url) => shown.push(url), load)).toBe('/med.webp');
    expect(shown).toEqual(['/med.webp']);
  });

  it('shows the default portrait when none loads', async () => {
    const shown: string[] = [];
    const { load } = loader(['/med.webp', '/full.webp']);
    expect(await loadProgressively(['/med.webp', '/full.webp'], (url) => shown.push(url), load)).toBe(DEFAULT_PORTRAIT);
    expect(shown).toEqual([DEFAULT_PORTRAIT]);
  });

  it('stops showing once cancelled (the page was left)', async () => {
    const shown: string[] = [];
    let cancelled = false;
    const load = async (url: string) => {
      if (url === '/full.webp') cancelled = true;
    };
    await loadProgressively(['/med.webp', '/full.webp'], (url) => shown.push(url), load, () => cancelled);
    expect(shown).toEqual(['/med.webp']);
  });

  it('takes medium and full from the broker, without blanks or repeats', () => {
    expect(portraitResolutions({ medResImageUrl: '/m.webp', profileImageUrl: '/f.webp' })).toEqual(['/m.webp', '/f.webp']);
    expect(portraitResolutions({ medResImageUrl: '', profileImageUrl: '/f.webp' })).toEqual(['/f.webp']);
    expect(portraitResolutions({ medResImageUrl: '/d.webp', profileImageUrl: '/d.webp' })).toEqual(['/d.webp']);
  });
});
