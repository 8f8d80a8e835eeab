import { describe, expect, it } from 'vitest';
import { headTags, jsonForScript } from '../../../api/ssr/head-tags';

describe('head tags', () => {
  const base = {
    locale: 'en' as const, origin: 'https://www.example.com', path: '/agent/x', siteName: 'Site', defaultImage: '/og.jpg' };

  it('escapes every value and makes image and canonical URLs absolute', () => {
    const tags = headTags({
      ...base,
      title: 'A "quoted" <b>title</b>',
      head: { title: 't', description: `It's <script>`, image: '/media/x.jpg', canonicalPath: '/agent/y' },
    });
    for (const expected of [
      '<title>A &#34;quoted&#34; &#60;b&#62;title&#60;/b&#62;</title>', 'content="It&#39;s &#60;script&#62;"',
      '<meta property="og:image" content="https://www.example.com/media/x.jpg">', '<link rel="canonical" href="https://www.example.com/agent/y">',
    ]) expect(tags).toContain(expected);
    expect(tags).not.toContain('<script>');
  });

  it('writes JSON-LD that no string inside can break out of', () => {
    const tags = headTags({ ...base, title: 't', head: { title: 't', description: 'd', jsonLd: { name: '</script><script>alert(1)</script>' } } });
    expect(tags).toContain('<script type="application/ld+json">');
    expect(tags.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(jsonForScript({ a: '</script>\u2028' }))).toEqual({ a: '</script>\u2028' });
  });

  it('marks error pages noindex instead of giving a canonical URL', () => {
    const tags = headTags({ ...base, title: 't', head: { title: 't', description: 'd', noindex: true } });
    expect(tags).toContain('<meta name="robots" content="noindex">');
    expect(tags).not.toContain('rel="canonical"');
  });
});
