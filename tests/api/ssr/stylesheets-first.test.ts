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
    // The entry's own preloads, when it has any (with its imports in one chunk it has none).
    const entryPreload = template.indexOf('rel="modulepreload"');
    if (entryPreload >= 0) expect(stylesheet).toBeLessThan(entryPreload);
    // Nothing lost or doubled: the same tags, in another order.
    const tags = (html: string) => (html.match(/<[^>]+>/g) ?? []).sort();
    expect(tags(template)).toEqual(tags(built));
  });

  it('loads what every page needs as one file: the entry imports no other chunk statically', () => {
    ensureProductionBuild();
    const manifest = JSON.parse(readFileSync(join(projectRoot, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { isEntry?: boolean; imports?: string[] }>;
    expect(manifest['index.html']?.isEntry).toBe(true);
    expect(manifest['index.html']?.imports ?? []).toEqual([]);
  });

  it('leaves a template without a stylesheet or a head marker as it is', () => {
    expect(stylesheetsFirst('<head><!--app-head--></head>')).toBe('<head><!--app-head--></head>');
    const noMarker = '<head>\n    <link rel="stylesheet" href="/a.css">\n</head>';
    expect(stylesheetsFirst(noMarker)).toBe(noMarker);
  });
});
