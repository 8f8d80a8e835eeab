import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OPTION_ICON_NAMES } from '../../../engine/flow/option-icons';
import { OptionIcon } from '../../../renderers/icons/option-icon';
import { OPTION_ICON_DRAWINGS } from '../../../renderers/icons/option-icon-drawings';

describe('option icons', () => {
  it('draws every name the engine knows, and nothing else', () => {
    expect(Object.keys(OPTION_ICON_DRAWINGS).sort()).toEqual([...OPTION_ICON_NAMES].sort());
  });

  it('is a decorative svg, hidden from assistive technology', () => {
    const html = renderToStaticMarkup(<OptionIcon name="house" className="size-7" />);
    expect(html).toMatch(/^<svg [^>]*aria-hidden="true"/);
    expect(html).toContain('data-option-icon="house"');
    expect(html).toContain('<path ');
  });

  it('draws nothing for an unknown or missing name', () => {
    expect(renderToStaticMarkup(<OptionIcon name="castle" />)).toBe('');
    expect(renderToStaticMarkup(<OptionIcon name={undefined} />)).toBe('');
  });
});
