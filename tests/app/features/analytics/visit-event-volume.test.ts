import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../../api/config/server-config';
import { funnelMoments, type ServedFlow } from '../../../../engine';
import { createDriver, QUESTIONNAIRE, VETLIFE } from '../../../engine/funnel/funnel-driver';
import { flow } from '../funnels/flow-fixture';

interface PathFixture {
  name: string;
  generated?: unknown;
  flow: string;
  loanType: string;
  answers: unknown[];
  completed: boolean;
}

const pathsFolder = new URL('../../../paths/', import.meta.url);
/** The generated paths that cover every route of each shipped flow, answered straight through (no going back). */
const routes: PathFixture[] = readdirSync(pathsFolder)
  .filter((file) => file.endsWith('.generated.paths.json'))
  .flatMap((file) => JSON.parse(readFileSync(new URL(file, pathsFolder), 'utf8')) as PathFixture[])
  .filter((fixture) => fixture.completed && fixture.name.startsWith('path '));

/** The events a visit along `fixture` sends: the funnel, each question seen and answered, the contact step and the lead. */
function eventsOfVisit(fixture: PathFixture): number {
  const served: ServedFlow = { flow: flow(fixture.flow), version: 'sha256-volume' };
  const driver = createDriver(fixture.flow.startsWith('vetlife-') ? VETLIFE : QUESTIONNAIRE, { flows: { [fixture.flow]: served }, search: `?type=${fixture.loanType}` });
  driver.dispatch({ type: 'pageLoaded' });
  for (const value of fixture.answers) driver.dispatch({ type: 'answer', value, auto: false });
  for (const [field, value] of [['fullName', 'Dana Whitfield'], ['email', 'dana@example.com'], ['phoneNumber', '2485550199']] as const) driver.dispatch({ type: 'contactField', field, value });
  driver.dispatch({ type: 'submitContact' });
  return driver.transitions.flatMap(({ before, after, effects }) => funnelMoments(before, after, effects)).length;
}

describe('what one funnel visit sends, against the per-address event budget', () => {
  it('every route of every shipped flow, answered straight through, sends under half the default budget of a minute', () => {
    expect(new Set(routes.map((fixture) => fixture.flow)).size).toBe(6);
    const counts = routes.map((fixture) => ({ path: `${fixture.flow}: ${fixture.name}`, events: eventsOfVisit(fixture) }));
    const longest = Math.max(...counts.map((count) => count.events));
    // Every visit sends something real: the funnel, its questions, the contact step.
    expect(Math.min(...counts.map((count) => count.events))).toBeGreaterThan(10);
    // The measure behind ANALYTICS_EVENTS_PER_MINUTE_PER_ADDRESS's default (33 events at the time of writing,
    // VetLife's purchase flow): a visit that also goes back a few times, and a second visit, fit in a minute.
    expect(longest).toBeLessThanOrEqual(40);
    expect(2 * longest).toBeLessThanOrEqual(readServerConfig({}).analytics.eventsPerMinutePerAddress);
  });
});
