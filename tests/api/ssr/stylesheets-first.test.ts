import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../api/config/project-root';
import { ensureProductionBuild } from '../../support/server-process';
import { stylesheetsFirst } from '../../../api/ssr/production-rendering';

describe('the page template', () => {
  it('asks for the stylesheet before any script: it alone blocks the first paint', () => {
    ensureProductionBuild();
    const built = readFileSync(join(projectRoot, 'dist/client/index.html'), 'utf8');
    const template = stylesheetsFirst(built);
    const stylesheet = template.indexOf('rel="stylesheet"');
    expect(stylesheet).toBeGreaterThan(0);
    // Before the page's own preloads (they replace the marker) and the entry's scripts and preloads.
    expect(stylesheet).toBeLessThan(template.indexOf('<!--app-head-->'));
    expect(stylesheet).toBeLessThan(template.indexOf('<script'));
    expect(stylesheet).toBeLessThan(template.indexOf('rel="modulepreload"'));
    // Nothing lost or doubled: the same tags, in another order.
    const tags = (html: string) => (html.match(/<[^>]+>/g) ?? []).sort();
    expect(tags(template)).toEqual(tags(built));
  });

  it('leaves a template without a stylesheet or a head marker as it is', () => {
    expect(stylesheetsFirst('<head><!--app-head--></head>')).toBe('<head><!--app-head--></head>');
    const noMarker = '<head>\n    <link rel="stylesheet" href="/a.css">\n</head>';
    expect(stylesheetsFirst(noMarker)).toBe(noMarker);
  });
});
