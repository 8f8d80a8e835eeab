/**
 * The studio's HTTP contract (/api/studio/*): what its routes answer, shared by the server that builds the
 * answers and the studio that reads them. Dates travel as ISO strings.
 */
export type StaffRole = 'editor' | 'publisher' | 'admin';
export type DefinitionKind = 'flow' | 'form';

export interface StudioUser {
  email: string;
  name: string;
  role: StaffRole;
}

export interface StudioSession {
  csrfToken: string;
  user: StudioUser;
}

export interface DefinitionSummary {
  id: string;
  kind: DefinitionKind;
  publishedHash: string;
  drafts: number;
  updatedAt: string;
  updatedBy: string;
}

export interface DraftSummary {
  draftId: string;
  baseHash: string;
  updatedAt: string;
  updatedBy: string;
}

export interface DefinitionDetail {
  id: string;
  kind: DefinitionKind;
  published: { hash: string; definition: unknown; publishedAt: string | null; publishedBy: string };
  drafts: DraftSummary[];
  scheduled: { hash: string; publishAt: string; publishedBy: string }[];
  versions: { hash: string; publishedAt: string | null; publishedBy: string; live: boolean }[];
}

export interface Draft extends DraftSummary {
  definitionId: string;
  kind: DefinitionKind;
  state: string;
  definition: unknown;
  fixtures: unknown;
}

export interface GateFinding {
  severity: 'error' | 'warning';
  /** A linter rule id, or 'schema', 'coverage', 'fixture-failed', 'no-fixtures', 'stale-fixtures'. */
  rule: string;
  /** JSON Pointer into the definition ('' for the whole). */
  path: string;
  message: string;
  hint?: string;
}

export interface Covered {
  covered: number;
  total: number;
}

export interface GateCoverage {
  questions: Covered;
  jumps: Covered;
  /** Pairs of consecutive routes: reported, not required to publish. */
  pairs: Covered;
  missing: { pointer: string; kind: string; label: string }[];
  failing: { name: string; failures: string[] }[];
}

/** What regenerating a draft's QA paths did. */
export interface GeneratedPathsResult {
  counts: { generated: number; kept: number; paths: number; boundaries: number; roundTrips: number };
  problems: string[];
  coverage: { questions: Covered; jumps: Covered; pairs: Covered };
}

export interface GateDiff {
  paths?: { added: string[]; removed: string[]; addedCount: number; removedCount: number };
  answerKeys: { added: string[]; removed: string[]; renamed: { component: number; from: string; to: string }[] };
  texts: { key: string; field: string }[];
  rules: { key: string; field: string }[];
  breaking: boolean;
}

/** A form's change as the gate reports it: answer keys by schema property, and whether texts or rules moved. */
export interface FormDiff extends GateDiff {
  answerKeys: { added: string[]; removed: string[]; renamed: [] };
}

export interface GateReport {
  ok: boolean;
  findings: GateFinding[];
  coverage: GateCoverage | null;
  diff: GateDiff | null;
  breaking: boolean;
}

export interface PublishResult {
  definitionId: string;
  hash: string;
  state: 'published' | 'scheduled';
  publishAt: string;
  report: GateReport;
}

export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  definitionId: string | null;
  fromHash: string | null;
  toHash: string | null;
  summary: unknown;
}

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  createdAt: string;
  disabled: boolean;
}
