import { useEffect, useId, useState, type FormEvent } from 'react';
import { studioGet } from '../api/studio-client';
import type { DefinitionDetail } from '../../domain/studio/studio-contract';
import { primaryButton } from '../components/buttons';
import { shortHash } from '../components/format';
import { FlowSelect } from '../components/flow-select';
import { SelectField } from '../components/select-field';
import { inputClass, Labelled } from '../components/text-field';
import { useLoad } from '../components/use-load';
import { defaultRange } from './default-range';
import type { ReportQuery } from './report-query';
import { versionOptions } from './version-options';

interface AnalyticsFiltersProps {
  flows: readonly string[];
  query: ReportQuery;
  onApply(query: ReportQuery): void;
}

/** The days a report can cover (the server refuses others, and ranges over 400 days, saying why). */
const FIRST_DAY = '2000-01-01';
const LAST_DAY = '2100-12-31';

const withDefaults = (query: ReportQuery): ReportQuery => {
  const range = defaultRange(new Date());
  return { ...query, from: query.from || range.from, to: query.to || range.to };
};

/**
 * The report's choices: flow, days and version. Nothing reloads until "Show report", so typing a date
 * with the keyboard does not fetch a report per keystroke; the page then puts the choices in its URL.
 */
export function AnalyticsFilters({ flows, query, onApply }: AnalyticsFiltersProps) {
  const id = useId();
  const [draft, setDraft] = useState(() => withDefaults(query));
  // Back and forward change the URL under the form: follow it.
  useEffect(() => setDraft(withDefaults(query)), [query.flowId, query.from, query.to, query.version]);
  const [versions] = useLoad(() => studioGet<DefinitionDetail>(`/definitions/${encodeURIComponent(draft.flowId)}`), [draft.flowId]);
  const options = versions.status === 'ready' ? versionOptions(versions.data.versions) : [];
  if (draft.version && !options.some((option) => option.value === draft.version)) options.push({ value: draft.version, label: shortHash(draft.version) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const set = (change: Partial<ReportQuery>) => setDraft((current) => ({ ...current, ...change }));

  return (
    <form aria-label="Report choices" onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <FlowSelect id={`${id}-flow`} flows={flows} value={draft.flowId} onChange={(flowId) => set({ flowId, version: '' })} />
      <Labelled id={`${id}-from`} label="From">
        <input id={`${id}-from`} type="date" required value={draft.from} min={FIRST_DAY} max={draft.to || LAST_DAY} className={inputClass} onChange={(event) => set({ from: event.target.value })} />
      </Labelled>
      <Labelled id={`${id}-to`} label="To">
        <input id={`${id}-to`} type="date" required value={draft.to} min={draft.from || FIRST_DAY} max={LAST_DAY} className={inputClass} onChange={(event) => set({ to: event.target.value })} />
      </Labelled>
      <SelectField id={`${id}-version`} label="Version" value={draft.version} choices={options} emptyLabel="All versions" onChange={(version) => set({ version })} />
      <button type="submit" className={primaryButton}>
        Show report
      </button>
    </form>
  );
}
