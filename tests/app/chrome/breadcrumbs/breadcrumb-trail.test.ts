import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, crumbLabelFromTitle, prettifySegment } from '../../../../app/chrome/breadcrumbs/breadcrumb-trail';

describe('prettifySegment', () => {
  it.each([
    ['bank-statement-loan', 'Bank Statement Loan'],
    ['FHA-loan', 'FHA Loan'],
    ['HELOC-loan', 'HELOC Loan'],
    ['DSCR-loans', 'DSCR Loans'],
    ['mortgage-types', 'Mortgage Types'],
    ['privacy_policy', 'Privacy Policy'],
    ['our%20brokers', 'Our Brokers'],
    ['jos%C3%A9-ramirez', 'José Ramirez'],
    ['--odd--name-', 'Odd Name'],
    ['%E0%A4%A', '%E0%A4%A'], // not valid percent-encoding: left as written
  ])('%s -> %s', (segment, label) => {
    expect(prettifySegment(segment)).toBe(label);
  });
});

describe('crumbLabelFromTitle', () => {
  it('keeps the part of a page title before its section', () => {
    expect(crumbLabelFromTitle('FHA Loan | Loan Details')).toBe('FHA Loan');
    expect(crumbLabelFromTitle('Disclosures')).toBe('Disclosures');
  });
});

describe('breadcrumbTrail', () => {
  const pages = new Set(['/', '/mortgage-types', '/mortgage-types/FHA-loan', '/agents', '/agent/sarah-okafor', '/disclosures']);
  const isPage = (path: string) => pages.has(path);

  it('is Home, then each segment; the last is the current page and not a link', () => {
    const titles = new Map([['/mortgage-types/FHA-loan', 'FHA Loan | Loan Details']]);
    expect(breadcrumbTrail('/mortgage-types/FHA-loan', { titleOf: (path) => titles.get(path), isPage })).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Mortgage Types', to: '/mortgage-types' },
      { label: 'FHA Loan' },
    ]);
  });

  it('prettifies a segment whose path has no title', () => {
    expect(breadcrumbTrail('/mortgage-types/bank-statement-loan', { isPage })).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Mortgage Types', to: '/mortgage-types' },
      { label: 'Bank Statement Loan' },
    ]);
  });

  it('does not link a segment whose path is no page', () => {
    expect(breadcrumbTrail('/agent/sarah-okafor', { isPage })).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Agent' },
      { label: 'Sarah Okafor' },
    ]);
  });

  it('replaces one segment by another crumb, by its value or any of a list', () => {
    const replace = { segment: ['agent', 'our-brokers'], with: { label: 'Our Brokers', to: '/agents' } };
    for (const prefix of ['agent', 'our-brokers']) {
      expect(breadcrumbTrail(`/${prefix}/sarah-okafor`, { isPage, replace })).toEqual([
        { label: 'Home', to: '/' },
        { label: 'Our Brokers', to: '/agents' },
        { label: 'Sarah Okafor' },
      ]);
    }
    expect(breadcrumbTrail('/agent/x', { replace: { segment: 'agent', with: { label: 'Team' } } })[1]).toEqual({ label: 'Team' });
  });

  it('ignores trailing and doubled slashes; the home page is Home alone', () => {
    expect(breadcrumbTrail('/disclosures/', { isPage })).toEqual([{ label: 'Home', to: '/' }, { label: 'Disclosures' }]);
    expect(breadcrumbTrail('//disclosures', { isPage })).toEqual([{ label: 'Home', to: '/' }, { label: 'Disclosures' }]);
    expect(breadcrumbTrail('/')).toEqual([{ label: 'Home' }]);
  });

  it('names the home crumb in the page’s language', () => {
    expect(breadcrumbTrail('/disclosures', { isPage, homeLabel: 'Inicio' })).toEqual([{ label: 'Inicio', to: '/' }, { label: 'Disclosures' }]);
  });
});
