import type { Count } from '../../domain/studio/analytics-contract';
import type { ExperimentReport } from '../../domain/studio/experiment-contract';
import { formatCount } from '../analytics/report-format';

/** "1 event", "12 events", "<5 events". */
const counted = (count: Count, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;
const some = (count: Count) => count !== 0;

/** "3 events and 2 leads", or only the part that is not zero. */
function eventsAndLeads(events: Count, leads: Count): string {
  const parts = [some(events) ? counted(events, 'event', 'events') : '', some(leads) ? counted(leads, 'lead', 'leads') : ''].filter(Boolean);
  return parts.join(' and ');
}

/**
 * Which visits the outcome is made of, and what claimed the experiment but was left out: events and leads
 * naming a variant the site did not assign, leads repeated by one visit, and visitors with Global
 * Privacy Control (served a variant, never followed).
 */
export function NotCounted({ report }: { report: Pick<ExperimentReport, 'assignmentsMade' | 'notCounted'> }) {
  const { events, leads, anonymousEvents, anonymousLeads, repeatedLeads } = report.notCounted;
  const lines: string[] = [];
  if (some(events) || some(leads)) lines.push(`${eventsAndLeads(events, leads)} that claimed a variant the site did not assign (made up, altered, or taken from another experiment).`);
  if (some(repeatedLeads)) lines.push(`${counted(repeatedLeads, 'more lead', 'more leads')} from visits already counted: a visit's lead counts once.`);
  if (some(anonymousEvents) || some(anonymousLeads)) lines.push(`${eventsAndLeads(anonymousEvents, anonymousLeads)} from visitors with Global Privacy Control, who are shown a variant but never followed.`);
  return (
    <section aria-labelledby="not-counted-heading" className="mt-6">
      <h2 id="not-counted-heading" className="mb-2 text-lg font-semibold">
        What counts
      </h2>
      <p className="text-sm text-slate-700">
        Only visits the site itself assigned to a variant count, each once, with at most one lead. The site has assigned {counted(report.assignmentsMade, 'visit', 'visits')} so far; the table counts those that came back.
      </p>
      {lines.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">Nothing was left out.</p>
      ) : (
        <>
          <p className="mt-2 text-sm font-medium text-slate-800">Not counted:</p>
          <ul className="mt-1 list-disc pl-6 text-sm text-slate-800">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
