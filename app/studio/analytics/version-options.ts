import type { DefinitionDetail } from '../../domain/studio/studio-contract';
import { formatWhen, shortHash } from '../components/format';

/** A flow's published versions for a select, newest first, each once (a rollback publishes a hash again). */
export function versionOptions(versions: DefinitionDetail['versions']): { value: string; label: string }[] {
  const newestFirst = [...versions].sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
  const seen = new Set<string>();
  return newestFirst
    .filter((version) => !seen.has(version.hash) && seen.add(version.hash))
    .map((version) => ({ value: version.hash, label: `${shortHash(version.hash)}, published ${formatWhen(version.publishedAt)}${version.live ? ' (live)' : ''}` }));
}
