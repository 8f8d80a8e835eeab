import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HiringSection } from '../../../../app/features/home/hiring-section';
import { formatStatsAsOf } from '../../../../app/features/home/stats-as-of';
import { StatsStrip } from '../../../../app/features/home/stats-strip';
import { LocaleProvider } from '../../../../renderers/i18n/locale-context';

const stats = [{ title: '12,000+', subTitle: 'families served' }];

describe("the stats' date", () => {
  it('reads as the calendar day written, in en-US', () => {
    expect(formatStatsAsOf('2026-11-01')).toBe('November 1, 2026');
    expect(formatStatsAsOf('2027-01-31')).toBe('January 31, 2027');
    // Midnight UTC is the evening before in the company's time zone: the day must not slip back.
    expect(formatStatsAsOf('2026-01-01')).toBe('January 1, 2026');
  });

  it('is no date at all for anything but a real YYYY-MM-DD day', () => {
    for (const value of [null, undefined, '', '2026-02-30', '2026-11-1', '11/01/2026', '2026-11-01T12:00:00Z']) {
      expect(formatStatsAsOf(value), String(value)).toBeNull();
    }
  });

  it('shows under the figures as "As of November 1, 2026", machine-readable too', () => {
    const html = renderToString(<StatsStrip content={{ stats, asOf: '2026-11-01' }} />);
    expect(html).toContain('As of <time dateTime="2026-11-01">November 1, 2026</time>');
    expect(html.indexOf('families served')).toBeLessThan(html.indexOf('As of'));
  });

  it('reads in Spanish on a Spanish page', () => {
    expect(formatStatsAsOf('2026-11-01', 'es')).toBe('1 de noviembre de 2026');
    const html = renderToString(<LocaleProvider locale="es"><StatsStrip content={{ stats, asOf: '2026-11-01' }} /></LocaleProvider>);
    expect(html).toContain('Cifras al <time dateTime="2026-11-01">1 de noviembre de 2026</time>');
  });

  it('is left out when the content has none, the figures still shown', () => {
    const html = renderToString(<StatsStrip content={{ stats, asOf: null }} />);
    expect(html).toContain('families served');
    expect(html).not.toContain('As of');
    expect(renderToString(<StatsStrip content={{ stats: [], asOf: '2026-11-01' }} />)).toBe('');
  });
});

describe("the home page's hiring link", () => {
  const render = (openPositions: number) => renderToString(<MemoryRouter><HiringSection openPositions={openPositions} /></MemoryRouter>);

  it('offers the open positions when some are listed', () => {
    const html = render(3);
    expect(html).toContain('See open positions');
    expect(html).toContain('We’re hiring: 3 open positions');
    expect(render(1)).toContain('See the open position');
    expect(render(1)).toContain('We’re hiring: 1 open position<');
  });

  it('offers the general application when none is, without claiming any', () => {
    const html = render(0);
    expect(html).toContain('Apply to join our team');
    expect(html).not.toContain('open position');
    expect(html).toContain('href="/opportunities"');
  });

  it('counts the open positions in Spanish too', () => {
    const spanish = (openPositions: number) =>
      renderToString(<LocaleProvider locale="es"><MemoryRouter><HiringSection openPositions={openPositions} /></MemoryRouter></LocaleProvider>);
    expect(spanish(3)).toContain('Estamos contratando: 3 puestos disponibles');
    expect(spanish(1)).toContain('Vea el puesto disponible');
    expect(spanish(0)).toContain('Postúlese para unirse a nuestro equipo');
  });
});
