import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../app/components/markdown/render-markdown';

describe('markdown rendering lets no raw HTML through', () => {
  it('renders headings, lists, emphasis and same-site links', () => {
    const html = renderMarkdown('## Title\n\n- **one**\n- two\n\nSee [HELOC](/mortgage-types/HELOC-loan).');
    expect(html).toContain('<h2');
    expect(html).toContain('<strong>one</strong>');
    expect(html).toContain('<a href="/mortgage-types/HELOC-loan">HELOC</a>');
  });

  it('shows HTML as text and drops dangerous link targets', () => {
    const html = renderMarkdown(
      'Hi <script>alert(1)</script> <img src=x onerror=alert(1)>\n\n<div onclick="x()">block</div>\n\n[click](javascript:alert(1)) [d](data:text/html,x)',
    );
    expect(html).not.toMatch(/<(script|img|div)\b|href="(javascript|data)/i);
    expect(html).toContain('&#60;script&#62;');
    expect(html).toContain('click');
  });

  it('leads a same-site link to the page in the reader’s language', () => {
    expect(renderMarkdown('See [HELOC](/mortgage-types/HELOC-loan#rates).', 'es')).toContain('<a href="/es/mortgage-types/HELOC-loan#rates">HELOC</a>');
    expect(renderMarkdown('[CFPB](https://www.consumerfinance.gov) [top](#top)', 'es')).toMatch(/href="https:\/\/www\.consumerfinance\.gov".*href="#top"/);
  });

  it('opens external links in a new tab without an opener', () => {
    expect(renderMarkdown('[CFPB](https://www.consumerfinance.gov)')).toContain(
      '<a href="https://www.consumerfinance.gov" target="_blank" rel="noopener noreferrer">CFPB</a>',
    );
  });
});
