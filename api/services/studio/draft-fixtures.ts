import { flowCoverage, generateFixtures, type Flow, type FlowCoverage, type PathFixture } from '../../../engine';
import { definitionHash } from '../../definitions/definition-hash';

export interface RegeneratedFixtures {
  fixtures: PathFixture[];
  counts: { generated: number; kept: number; paths: number; boundaries: number; roundTrips: number };
  coverage: FlowCoverage;
  problems: string[];
}

/**
 * A draft's QA paths regenerated from its flow by the same generator as `npm run qa:generate`: the
 * generated ones are replaced, the hand-written ones kept ahead of them, and the new ones stamped with the
 * draft's version.
 */
export function regenerateFixtures(flow: Flow, current: readonly PathFixture[]): RegeneratedFixtures {
  const kept = current.filter((fixture) => fixture.flow === flow.id && fixture.generated !== true);
  const generated = generateFixtures(flow, { definitionVersion: definitionHash(flow) });
  const fixtures = [...kept, ...generated.fixtures];
  return {
    fixtures,
    counts: { generated: generated.fixtures.length, kept: kept.length, ...generated.counts },
    coverage: flowCoverage(flow, fixtures),
    problems: generated.problems,
  };
}
