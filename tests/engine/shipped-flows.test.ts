import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { flowIndex } from '../../engine/flow-index';
import { enumeratePaths } from '../../engine/lint/enumerate-paths';
import { lintFlow } from '../../engine/lint/lint-flow';
import { routeEdges } from '../../engine/lint/route-edges';
import { MORTGAGE_BALANCE_MESSAGE } from '../../engine/messages';
import { optionValue } from '../../engine/option-values';
import type { OptionObject } from '../../engine/types/flow';
import { storageKeys } from '../../engine/storage/storage-keys';
import { DEFINITIONS_DIR, SHIPPED_FLOW_IDS, loadFlow, shippedFlows } from './support/flows';

const schema = JSON.parse(readFileSync(join(DEFINITIONS_DIR, 'schema', 'flow.schema.json'), 'utf8')) as object;
const validate = new Ajv({ allErrors: true, strict: true }).compile(schema);

describe('the shipped flows', () => {
  it('are exactly the six entry paths', () => {
    expect(shippedFlows().map((f) => f.id).sort()).toEqual([...SHIPPED_FLOW_IDS].sort());
  });

  describe.each(SHIPPED_FLOW_IDS)('%s', (id) => {
    const flow = loadFlow(id);
    const index = flowIndex(flow);
    const vetlife = id.startsWith('vetlife-');

    it('validates against flow.schema.json', () => {
      expect(validate(flow), JSON.stringify(validate.errors)).toBe(true);
      expect(flow.$schema).toBe('../schema/flow.schema.json');
    });

    it('lints with no error and no warning', () => {
      expect(lintFlow(flow).findings).toEqual([]);
    });

    it('has the metadata of its product', () => {
      expect(flow.variant).toBe(vetlife ? 'vetlife' : 'questionnaire');
      expect(flow.loanType).toBe(id.replace('vetlife-', ''));
      expect(flow.backPolicy).toBe(vetlife ? 'clear-forward' : 'keep-answers');
      expect(flow.lead.defaultLoanType).toBe(vetlife ? 'cashOut' : 'purchase');
      expect(flow.contact.requirePhoneVerification ?? false).toBe(false);
      expect(storageKeys(flow).sessionFlag).toBe(vetlife ? 'vetlifeFormCompleted' : 'formCompleted');
    });

    it('gives every question an alias', () => {
      expect(flow.questions.filter((q) => !q.questionData.alias)).toEqual([]);
    });

    it('runs 6 to 15 questions on every path, and every path completes', () => {
      const { paths, truncated } = enumeratePaths(flow);
      expect(truncated).toBe(false);
      for (const path of paths) {
        expect(path.end).toBe('complete');
        expect(path.indexes.length).toBeGreaterThanOrEqual(6);
        expect(path.indexes.length).toBeLessThanOrEqual(15);
      }
    });

    it('uses several question types, an option-level jump and a question-level jump', () => {
      expect(new Set(flow.questions.map((q) => q.questionData.type)).size).toBeGreaterThanOrEqual(4);
      const sources = new Set(routeEdges(index).flat().map((e) => e.source));
      expect(sources.has('option')).toBe(true);
      expect(sources.has('question') || sources.has('questionData')).toBe(true);
    });

    it('asks the mortgage balance with the $1,000 minimum wherever it asks it', () => {
      for (const question of flow.questions.filter((q) => q.questionData.alias === 'currentBalance')) {
        expect(question.questionData).toMatchObject({ type: 'currency', min: 1000, messages: { min: MORTGAGE_BALANCE_MESSAGE } });
      }
    });

    it('is veteran-branded when it is a VetLife flow', () => {
      const keys = new Set(index.keys);
      if (vetlife) {
        for (const key of ['militaryStatus', 'serviceBranch', 'disabilityCompensation']) expect(keys.has(key)).toBe(true);
      }
    });
  });

  it('caps amounts by earlier answers wherever both questions are asked', () => {
    const caps: Record<string, { answer: string; minus?: string }> = {
      downPayment: { answer: 'purchasePrice' },
      currentBalance: { answer: 'homeValue' },
      cashOutAmount: { answer: 'homeValue', minus: 'currentBalance' },
      debtBalance: { answer: 'cashOutAmount' },
    };
    const capped: string[] = [];
    for (const flow of shippedFlows()) {
      const keys = new Set(flowIndex(flow).keys);
      for (const question of flow.questions) {
        const key = question.questionData.alias!;
        const cap = caps[key];
        if (!cap || !keys.has(cap.answer)) continue;
        expect(question.questionData.atMost, `${flow.id} ${key}`).toMatchObject(cap);
        expect(question.questionData.atMost!.message).toMatch(/\{max\}/);
        capped.push(`${flow.id}.${key}`);
      }
    }
    expect(capped.sort()).toEqual([
      'cashOut.cashOutAmount', 'cashOut.currentBalance', 'cashOut.debtBalance', 'purchase.downPayment',
      'refinance.cashOutAmount', 'refinance.currentBalance',
      'vetlife-cashOut.cashOutAmount', 'vetlife-cashOut.currentBalance', 'vetlife-cashOut.debtBalance', 'vetlife-purchase.downPayment',
      'vetlife-refinance.cashOutAmount', 'vetlife-refinance.currentBalance',
    ]);
  });

  it('name the contact step’s button in the consent statement', () => {
    for (const flow of shippedFlows()) {
      expect(flow.contact.consent).toMatch(flow.variant === 'vetlife' ? /^By selecting Continue, / : /^By selecting Get My Quote, /);
      expect(flow.contact.consent).toContain('[Privacy Policy](/privacy-policy)');
    }
  });

  it('VetLife says a VA cash-out refinance goes up to 90 %; the conventional flows keep their own copy', () => {
    const cashOutCopy = (id: string) => loadFlow(id).questions.find((q) => q.questionData.alias === 'cashOutAmount')!.subTitle;
    for (const id of ['vetlife-refinance', 'vetlife-cashOut']) expect(cashOutCopy(id)).toContain('90%');
    for (const id of ['refinance', 'cashOut']) expect(cashOutCopy(id)).toContain('80%');
  });

  it('VetLife asks how the home is used with the questionnaire’s values, and VetLife purchase the down payment', () => {
    const values = (id: string, alias: string) => loadFlow(id).questions.find((q) => q.questionData.alias === alias)?.questionData.options?.map(optionValue);
    for (const id of ['vetlife-purchase', 'vetlife-refinance', 'vetlife-cashOut']) expect(values(id, 'propertyUse')).toEqual(values('purchase', 'propertyUse'));
    expect(loadFlow('vetlife-purchase').questions.find((q) => q.questionData.alias === 'downPayment')?.questionData).toMatchObject({ type: 'currency', min: 0 });
  });

  it('the refinance flows ask the current loan type, USDA included', () => {
    const values = (id: string) => loadFlow(id).questions.find((q) => q.questionData.alias === 'currentLoanType')?.questionData.options?.map(optionValue);
    expect(values('refinance')).toEqual(['conventional', 'fha', 'va', 'usda', 'notSure']);
    expect(values('vetlife-refinance')!.sort()).toEqual(['conventional', 'fha', 'notSure', 'usda', 'va']);
    const options = loadFlow('vetlife-refinance').questions.find((q) => q.questionData.alias === 'currentLoanType')!.questionData.options as OptionObject[];
    expect(options.find((o) => o.value === 'usda')!.nextComponent).toBe(options.find((o) => o.value === 'fha')!.nextComponent);
  });

  it('purchase prices go above $2,000,000', () => {
    for (const id of ['purchase', 'vetlife-purchase']) {
      expect(loadFlow(id).questions.find((q) => q.questionData.alias === 'purchasePrice')!.questionData.max).toBeGreaterThan(2_000_000);
    }
  });

  it('the refinance flows ask the balance with its minimum', () => {
    for (const id of ['refinance', 'cashOut', 'vetlife-refinance', 'vetlife-cashOut']) {
      expect(flowIndex(loadFlow(id)).keys).toContain('currentBalance');
    }
  });
});
