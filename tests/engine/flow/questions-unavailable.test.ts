import { describe, expect, it } from 'vitest';
import { questionsLoaded, questionsUnavailable } from '../../../engine/flow/questions-unavailable';

describe('questions fetch result', () => {
  const reset = [{ type: 'clearStorage' }, { type: 'clearUrl' }, { type: 'goToChooser' }];

  it('a failed or empty fetch resets the type and storage', () => {
    expect(questionsUnavailable()).toEqual(reset);
    expect(questionsLoaded([])).toEqual(reset);
    expect(questionsLoaded(null)).toEqual(reset);
    expect(questionsLoaded({ error: 'HTTP 500' })).toEqual(reset);
  });

  it('a non-empty list needs nothing', () => {
    expect(questionsLoaded([{ title: 'x' }])).toEqual([]);
  });
});
