/** JSON Pointers (RFC 6901) into a flow definition, for lint findings. */

const escape = (segment: string | number): string => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

export function pointer(...segments: Array<string | number>): string {
  return segments.map((segment) => `/${escape(segment)}`).join('');
}

export const questionPointer = (fileIndex: number, ...rest: Array<string | number>): string => pointer('questions', fileIndex, ...rest);

/** Orders pointers by segment, numbers numerically: /questions/2 < /questions/10 < /questions/10/title. */
export function comparePointers(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i]!;
    const y = right[i]!;
    if (x === y) continue;
    const nx = /^\d+$/.test(x) ? Number(x) : NaN;
    const ny = /^\d+$/.test(y) ? Number(y) : NaN;
    if (!Number.isNaN(nx) && !Number.isNaN(ny)) return nx - ny;
    return x < y ? -1 : 1;
  }
  return left.length - right.length;
}
