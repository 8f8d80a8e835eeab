/** PDF values as a reader builds them from tokens. Numbers are plain numbers. */
export class PdfName {
  /** `name` as pdf.js decodes it; `spellings`, every way another reader could read it (see nameSpellings). */
  constructor(
    readonly name: string,
    readonly spellings: readonly string[] = [name],
  ) {}

  /** Whether some reader reads this name as `name`. */
  readsAs(name: string): boolean {
    return this.spellings.includes(name);
  }

  /** Whether every reader reads this name as `name`. */
  onlyReadsAs(name: string): boolean {
    return this.spellings.every((spelling) => spelling === name);
  }
}

export class PdfRef {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}

/** A string as written between its delimiters (in `source` from `start` to `end`), escapes not yet decoded. */
export class PdfString {
  constructor(
    private readonly source: Buffer,
    private readonly start: number,
    private readonly end: number,
    readonly hex: boolean,
  ) {}

  get length(): number {
    return this.end - this.start;
  }

  get raw(): Buffer {
    return this.source.subarray(this.start, this.end);
  }
}

/** A keyword in a value's place (`true`, `null`, or a stray token a reader keeps). */
export class PdfKeyword {
  constructor(readonly word: string) {}
}

export type PdfValue = number | PdfName | PdfRef | PdfString | PdfKeyword | PdfDict | PdfValue[];

/**
 * A dictionary; a key written twice keeps every value, since readers differ on which one wins, and a key
 * any reader could read differently is filed under each of its spellings.
 */
export class PdfDict {
  readonly entries = new Map<string, PdfValue[]>();

  /** Built as pdf.js does: a key is a name followed by its value; an item where a key belongs is skipped. */
  static fromItems(items: PdfValue[]): PdfDict {
    const dict = new PdfDict();
    let at = 0;
    while (at < items.length) {
      const key = items[at]!;
      if (!(key instanceof PdfName)) {
        at += 1;
        continue;
      }
      if (at + 1 < items.length) {
        for (const spelling of key.spellings) {
          const values = dict.entries.get(spelling);
          if (values) values.push(items[at + 1]!);
          else dict.entries.set(spelling, [items[at + 1]!]);
        }
      }
      at += 2;
    }
    return dict;
  }

  /** The last value written under `key` (the one pdf.js keeps). */
  get(key: string): PdfValue | undefined {
    return this.entries.get(key)?.at(-1);
  }

  all(key: string): PdfValue[] {
    return this.entries.get(key) ?? [];
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** The name under `key`, or undefined when it is missing or not a name written in place. */
  nameOf(key: string): string | undefined {
    const value = this.get(key);
    return value instanceof PdfName ? value.name : undefined;
  }
}

export const isInteger = (value: PdfValue | undefined): value is number => typeof value === 'number' && Number.isInteger(value);
