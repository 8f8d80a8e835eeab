import type { Executor } from '../db/database';
import type { FormRegistry } from '../forms/form-registry';
import type { HumanCheckProvider } from '../providers/human-check/human-check-provider';

/** What every service that stores something needs: the database, and a clock that tests may fix. */
export interface WriteDeps {
  db: Executor;
  now?: () => Date;
}

/** A public form's service also checks answers against the form's definition and asks for the human check. */
export interface FormWriteDeps extends WriteDeps {
  forms: FormRegistry;
  humanCheck: HumanCheckProvider;
}

export function clockOf(deps: WriteDeps): () => Date {
  return deps.now ?? (() => new Date());
}
