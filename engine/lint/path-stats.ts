import type { PathStats } from '../types/lint';
import type { PathEnumeration } from './enumerate-paths';

/** Counts and the shortest and longest completing paths (the first found on ties). */
export function pathStats({ paths, truncated }: PathEnumeration): PathStats {
  let shortest: number[] | null = null;
  let longest: number[] | null = null;
  let completing = 0;
  for (const path of paths) {
    if (path.end !== 'complete') continue;
    completing++;
    if (!shortest || path.indexes.length < shortest.length) shortest = path.indexes;
    if (!longest || path.indexes.length > longest.length) longest = path.indexes;
  }
  return { count: paths.length, completing, truncated, shortest, longest };
}
