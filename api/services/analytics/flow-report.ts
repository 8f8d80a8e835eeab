import { flowIndex, type Flow } from '../../../engine';
import type { FlowReport, FunnelTotals } from '../../../app/domain/studio/analytics-contract';
import type { Executor } from '../../db/database';
import { breakdown, edgeCounts, funnelCounts, questionCounts, type BreakdownDimension, type FunnelCounts, type ReportScope } from '../../db/repositories/analytics-report-repository';
import type { FlowStore } from '../../definitions/flow-definitions';
import { isEntryPath } from '../../definitions/flow-definitions';
import { invalid } from '../domain-error';
import { reportRange } from './report-range';
import { foldSmallGroups, otherRowLabel, smallCells } from './small-cells';

const BROKERED_RATE = 'brokered-rate';
const DIMENSIONS: BreakdownDimension[] = ['version', 'device', 'lang', 'utmSource', 'broker'];
const DAY_MS = 24 * 60 * 60_000;

export interface ReportRequest {
  flowId: unknown;
  from?: unknown;
  to?: unknown;
  version?: unknown;
}

/**
 * The funnel report of a flow over a range of days (the last 30 by default, 400 at most: see reportRange),
 * optionally one version: totals,
 * each question's views, answers, exits, drop-off and median active time, the traffic on each route,
 * and breakdowns. Counts from 1 to `minCell` - 1 are shown as "<minCell"; rates built on them are left out;
 * a breakdown's groups too small to name are folded into one "Other" row, labels and all.
 */
export function createFlowReports(deps: { db: Executor; flows: FlowStore; minCell: number; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const { shown, share } = smallCells(deps.minCell);
  const totals = (counts: FunnelCounts): FunnelTotals => ({
    visitors: shown(counts.visitors),
    starts: shown(counts.starts),
    completions: shown(counts.completions),
    leads: shown(counts.leads),
    verifiedLeads: shown(counts.verifiedLeads),
    conversion: share(counts.leads, counts.visitors),
  });

  return {
    async report(request: ReportRequest): Promise<FlowReport> {
      // The brokered-rate form has no funnel events, but its leads are counted, by broker.
      if (!isEntryPath(request.flowId) && request.flowId !== BROKERED_RATE) throw invalid('There is no such flow.', { flowId: 'must be a flow id' });
      const { from, until: to } = reportRange(request.from, request.to, now());
      if (request.version !== undefined && (typeof request.version !== 'string' || request.version.length > 100)) throw invalid('The version is not valid.', { version: 'must be a version hash' });
      const scope: ReportScope = { flowId: request.flowId as string, from, to, ...(request.version ? { version: request.version as string } : {}) };

      const [counts, questions, edges] = [await funnelCounts(deps.db, scope), await questionCounts(deps.db, scope), await edgeCounts(deps.db, scope)];
      const breakdowns = {} as FlowReport['breakdowns'];
      for (const dimension of DIMENSIONS) {
        const { named, folded } = foldSmallGroups(await breakdown(deps.db, scope, dimension), deps.minCell);
        breakdowns[dimension] = named.map((row) => ({ value: row.value, ...totals(row) }));
        if (folded) breakdowns[dimension].push({ value: otherRowLabel(deps.minCell), other: true, ...totals(folded) });
      }

      // Questions in the flow's order (the live version's, then any only older versions had).
      const live = isEntryPath(request.flowId) ? await deps.flows.get(request.flowId) : null;
      const titles = new Map<string, string>();
      const order: string[] = [];
      if (live) {
        const index = flowIndex(live.definition as Flow);
        index.keys.forEach((key, at) => {
          titles.set(key, index.questions[at]!.title);
          order.push(key);
        });
      }
      const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
      return {
        flowId: request.flowId as string,
        from: from.toISOString().slice(0, 10),
        to: new Date(to.getTime() - DAY_MS).toISOString().slice(0, 10),
        version: scope.version ?? null,
        minCell: deps.minCell,
        ...totals(counts),
        questions: [...questions]
          .sort((a, b) => rank(a.key) - rank(b.key) || a.key.localeCompare(b.key))
          .map((question) => ({
            key: question.key,
            title: titles.get(question.key) ?? question.key,
            views: shown(question.views),
            answers: shown(question.answers),
            exits: shown(question.exits),
            dropOff: share(question.exits, question.views),
            medianActiveMs: question.answers < deps.minCell ? null : question.medianActiveMs,
          })),
        edges: edges.map((edge) => ({ ...edge, count: shown(edge.count) })),
        breakdowns,
      };
    },
  };
}

export type FlowReports = ReturnType<typeof createFlowReports>;
