import { sql } from 'drizzle-orm';
import type { Executor } from '../database';
import { queryRows } from './query-rows';

/**
 * Everything a public page is made from that staff or a content load can change, read in one small query:
 * when content was last written, the feature flags, the live version of every definition, whether a
 * scheduled publication has come due, and the running experiments. Two reads give the same text exactly
 * when none of these changed.
 */
export async function readSiteVersion(db: Executor): Promise<string> {
  const [row] = await queryRows<{ version: string | null }>(
    db,
    sql`select json_build_array(
      (select max(updated_at)::text from content_settings),
      (select string_agg(flag || '=' || enabled::text, ',' order by flag) from feature_flags),
      (select string_agg(definition_id || '=' || hash, ',' order by definition_id) from definition_publications where state = 'published'),
      (select 'due' from definition_publications where state = 'scheduled' and publish_at <= now() limit 1),
      (select string_agg(id, ',' order by id) from experiments where state = 'running')
    )::text as version`,
  );
  return row?.version ?? '';
}
