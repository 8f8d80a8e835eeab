import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exposurePoints, type Flow } from '../../../engine';

const purchase = () => JSON.parse(readFileSync('definitions/flows/purchase.json', 'utf8')) as Flow;
const question = (flow: Flow, alias: string) => flow.questions.find((candidate) => candidate.questionData.alias === alias)!;

describe('where the versions of an experiment differ', () => {
  it('finds nothing between a version and itself, whatever order its keys were written in', () => {
    const flow = purchase();
    const reversed = (value: unknown): unknown =>
      Array.isArray(value) ? value.map(reversed) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).reverse().map(([key, item]) => [key, reversed(item)])) : value;
    const reordered = reversed(flow) as Flow;
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(flow));
    expect(exposurePoints([flow, reordered])).toEqual({ everywhere: false, questions: [], contact: false });
  });

  it('names a question whose text or options differ', () => {
    const changed = purchase();
    question(changed, 'propertyUse').title = 'How will you use the home?';
    question(changed, 'firstTimeBuyer').questionData.options!.reverse();
    expect(exposurePoints([purchase(), changed]).questions).toEqual(['propertyUse', 'firstTimeBuyer']);
  });

  it('names the question before an inserted one (where the routes part) and the inserted one, in each variant alike', () => {
    const inserted = purchase();
    const at = inserted.questions.indexOf(question(inserted, 'propertyUse'));
    const extra = structuredClone(question(inserted, 'propertyUse'));
    extra.questionData.alias = 'moveInDate';
    extra.title = 'When do you plan to move in?';
    extra.component = 999;
    inserted.questions.splice(at + 1, 0, extra);
    expect(exposurePoints([purchase(), inserted]).questions).toEqual(['propertyUse', 'moveInDate']);
  });

  it('names the contact step when its texts or the lead settings differ, and everything when the flow-wide settings do', () => {
    const contact = purchase();
    contact.contact.consent = `${contact.contact.consent} Updated.`;
    expect(exposurePoints([purchase(), contact])).toEqual({ everywhere: false, questions: [], contact: true });
    const wide = purchase();
    wide.backPolicy = wide.backPolicy === 'keep-answers' ? 'clear-forward' : 'keep-answers';
    expect(exposurePoints([purchase(), wide]).everywhere).toBe(true);
    // The version label and the description are not shown to visitors.
    const label = purchase();
    label.version = '9.9.9';
    label.description = 'Another note for staff.';
    expect(exposurePoints([purchase(), label])).toEqual({ everywhere: false, questions: [], contact: false });
  });
});
