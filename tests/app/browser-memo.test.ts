import { describe, expect, it } from 'vitest';
import { browserMemo } from '../../app/data/browser-memo';

describe('a value the browser keeps once loaded', () => {
  it('is kept in the browser until forgotten', () => {
    const memo = browserMemo<string[]>(false);
    expect(memo.get()).toBeNull();
    memo.remember(['FHA-loan']);
    expect(memo.get()).toEqual(['FHA-loan']);
    memo.forget();
    expect(memo.get()).toBeNull();
  });

  it('is never kept on the server, where module state would outlive the request', () => {
    const memo = browserMemo<string[]>(true);
    memo.remember(['FHA-loan']);
    expect(memo.get()).toBeNull();
  });
});
