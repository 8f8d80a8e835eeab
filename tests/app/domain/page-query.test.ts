import { describe, expect, it } from 'vitest';
import brokeredRate from '../../../definitions/forms/brokered-rate.json';
import hiring from '../../../definitions/forms/hiring.json';
import removal from '../../../definitions/forms/information-removal.json';
import { pageParameters, pageSearch } from '../../../app/domain/page-query';
import { RATE_PAGE_QUERY } from '../../../app/features/brokered-rate/rate-route';
import { handle as opportunitiesHandle } from '../../../app/pages/opportunities-page';

const prefillParameters = (form: { uiSchema: Record<string, unknown> }) => Object.values((form.uiSchema['ui:prefill'] ?? {}) as Record<string, string>);

describe('the query a page is rendered from', () => {
  it('keeps the declared parameters only, in the declared order, every value of each', () => {
    expect(pageSearch('?utm_source=x&state=MI&junk=1&name=Jos%C3%A9+P%C3%A9rez&state=TX', ['name', 'state'])).toBe('?name=Jos%C3%A9+P%C3%A9rez&state=MI&state=TX');
    expect(pageSearch('?gclid=abc&made_up=1', ['type'])).toBe('');
    expect(pageSearch('', [])).toBe('');
  });

  it('is the same however the address orders it and however often it is applied, so the server and the browser agree', () => {
    const names = ['type', 'preview'];
    expect(pageSearch('?preview=p&x=1&type=purchase', names)).toBe(pageSearch('?type=purchase&preview=p', names));
    for (const search of ['?q=a%20b&type=refinance', '?type=a&type=b&preview=1', '?preview=&type=']) {
      const once = pageSearch(search, names);
      expect(pageSearch(once, names)).toBe(once);
    }
  });

  it('puts together what the matched routes declare, each name once', () => {
    expect(pageParameters([undefined, { head: {} }, { query: { reads: ['type', 'type'], perRequest: ['preview'] } }, { query: { reads: ['step', 'type'] } }])).toEqual({
      reads: ['type', 'step'],
      perRequest: ['preview'],
    });
  });

  it('declares every parameter the forms’ ui:prefill fills on the pages that show them', () => {
    for (const parameter of prefillParameters(brokeredRate)) expect(RATE_PAGE_QUERY.reads, parameter).toContain(parameter);
    for (const parameter of prefillParameters(hiring)) expect(opportunitiesHandle.query.reads, parameter).toContain(parameter);
    // The removal page reads no query: its form must prefill nothing from one.
    expect(prefillParameters(removal)).toEqual([]);
  });
});
