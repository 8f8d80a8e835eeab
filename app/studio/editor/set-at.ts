export type PathSegment = string | number;

const isEmpty = (value: unknown) => value === undefined || value === '';

/**
 * A copy of `target` with the value at `path` replaced; an undefined or empty-string value removes the
 * key (optional fields stay absent rather than empty). Objects and arrays on the way are copied, the rest
 * is shared.
 */
export function setAt<T>(target: T, path: readonly PathSegment[], value: unknown): T {
  if (path.length === 0) return value as T;
  const [head, ...rest] = path;
  const container: Record<PathSegment, unknown> | unknown[] = Array.isArray(target) ? [...target] : { ...(target as object) };
  const current = (container as Record<PathSegment, unknown>)[head!];
  const child = rest.length === 0 ? value : setAt(current ?? (typeof rest[0] === 'number' ? [] : {}), rest, value);
  if (rest.length === 0 && isEmpty(value) && !Array.isArray(container)) delete (container as Record<PathSegment, unknown>)[head!];
  else (container as Record<PathSegment, unknown>)[head!] = child;
  return container as T;
}

/** The value at `path`, or undefined. */
export function getAt(target: unknown, path: readonly PathSegment[]): unknown {
  let current = target;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PathSegment, unknown>)[segment];
  }
  return current;
}
