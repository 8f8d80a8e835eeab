import type { Flow } from '../../../engine';
import type { ServedFlow } from './served-flow';
import type { WalkTarget } from './walk-target';
import type { LoadedFixture } from './walk-types';

/** A selection that names nothing to walk (the CLI exits 64). */
export class QaWalkUsageError extends Error {}

/** What happens to one fixture: walked against the served flow, or not, and why. */
export type Planned = LoadedFixture &
  ({ action: 'walk'; flow: Flow } | { action: 'stale'; reason: string } | { action: 'skip'; reason: string } | { action: 'fail'; reason: string });

/** The fixtures --flow and --fixture select (a name matches exactly, or else as a case-insensitive part). */
export function selectFixtures(fixtures: LoadedFixture[], target: WalkTarget, flow: string | undefined, name: string | undefined): LoadedFixture[] {
  if (target.preview && flow && flow !== target.preview.flow) {
    throw new QaWalkUsageError(`The preview link opens a draft of "${target.preview.flow}": --flow ${flow} cannot be walked with it.`);
  }
  const inFlow = fixtures.filter(({ fixture }) => !flow || fixture.flow === flow);
  if (inFlow.length === 0) throw new QaWalkUsageError(`No fixtures${flow ? ` for the flow "${flow}"` : ''} to walk.`);
  if (name === undefined) return inFlow;
  const exact = inFlow.filter(({ fixture }) => fixture.name === name);
  const named = exact.length > 0 ? exact : inFlow.filter(({ fixture }) => fixture.name.toLowerCase().includes(name.toLowerCase()));
  if (named.length === 0) throw new QaWalkUsageError(`No fixture${flow ? ` of "${flow}"` : ''} is named like "${name}".`);
  return named;
}

/** The flows whose served definitions the walk needs: with a preview link, only the draft's. */
export function flowsToFetch(selected: LoadedFixture[], target: WalkTarget): string[] {
  const flows = [...new Set(selected.map(({ fixture }) => fixture.flow))];
  return target.preview ? flows.filter((flow) => flow === target.preview!.flow) : flows;
}

/**
 * Decides each fixture: another flow than a preview's draft is skipped; a flow the site does not serve
 * fails; a fixture written for another definition version than the served one is stale and not walked.
 */
export function planFixtures(selected: LoadedFixture[], target: WalkTarget, served: ReadonlyMap<string, ServedFlow>): Planned[] {
  return selected.map((loaded): Planned => {
    const { fixture } = loaded;
    if (target.preview && fixture.flow !== target.preview.flow) {
      return { ...loaded, action: 'skip', reason: `the preview link serves only the draft of "${target.preview.flow}"` };
    }
    const flow = served.get(fixture.flow);
    if (!flow || !flow.ok) return { ...loaded, action: 'fail', reason: flow && !flow.ok ? flow.problem : `the flow "${fixture.flow}" was not read` };
    if (fixture.definitionVersion !== undefined && fixture.definitionVersion !== flow.version) {
      return { ...loaded, action: 'stale', reason: `stale (written for ${fixture.definitionVersion}, the site serves ${flow.version})` };
    }
    return { ...loaded, action: 'walk', flow: flow.flow };
  });
}
