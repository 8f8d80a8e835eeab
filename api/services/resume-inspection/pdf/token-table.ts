import type { TokenKind } from './pdf-lexer';

/** Where every token of one lexed buffer starts and ends, in order, so offsets can be placed among them. */
export class TokenTable {
  starts = new Int32Array(1024);
  ends = new Int32Array(1024);
  kinds = new Uint8Array(1024);
  count = 0;

  add(kind: TokenKind, start: number, end: number): number {
    if (this.count === this.starts.length) this.grow();
    this.starts[this.count] = start;
    this.ends[this.count] = end;
    this.kinds[this.count] = kind;
    return this.count++;
  }

  /** The index of the last token starting at or before `offset`, or -1. */
  lastStartingAtOrBefore(offset: number): number {
    let low = 0;
    let high = this.count - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      if (this.starts[middle]! <= offset) {
        found = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    return found;
  }

  private grow(): void {
    const size = this.starts.length * 2;
    const starts = new Int32Array(size);
    const ends = new Int32Array(size);
    const kinds = new Uint8Array(size);
    starts.set(this.starts);
    ends.set(this.ends);
    kinds.set(this.kinds);
    this.starts = starts;
    this.ends = ends;
    this.kinds = kinds;
  }
}

/** Whether `offset` lies inside one of the comments (start, end pairs in order). */
export function insideComment(comments: readonly number[], offset: number): boolean {
  let low = 0;
  let high = comments.length / 2 - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const start = comments[middle * 2]!;
    const end = comments[middle * 2 + 1]!;
    if (offset < start) high = middle - 1;
    else if (offset >= end) low = middle + 1;
    else return true;
  }
  return false;
}

/** Byte ranges the lexer did not read as tokens (string and comment insides, stream data), in order. */
export class OpaqueRegions {
  private starts: number[] = [];
  private ends: number[] = [];

  add(start: number, end: number): void {
    if (end <= start) return;
    this.starts.push(start);
    this.ends.push(end);
  }

  /** Whether `offset` lies inside one of the regions. */
  contains(offset: number): boolean {
    let low = 0;
    let high = this.starts.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      if (offset < this.starts[middle]!) high = middle - 1;
      else if (offset >= this.ends[middle]!) low = middle + 1;
      else return true;
    }
    return false;
  }
}
