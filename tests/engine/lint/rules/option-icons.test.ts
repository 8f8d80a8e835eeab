import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isOptionIconName, OPTION_ICON_NAMES } from '../../../../engine/flow/option-icons';
import { lintFlow } from '../../../../engine/lint/lint-flow';
import type { QuestionOption } from '../../../../engine/types/flow';
import { FLOWS_DIR, makeFlow, q, shippedFlows } from '../../support/flows';

const iconFindings = (options: QuestionOption[]) =>
  lintFlow(makeFlow([q(1, 'home', { type: 'options', options })])).findings.filter((f) => f.rule === 'unknown-option-icon');

describe('unknown-option-icon', () => {
  it('warns, at the icon, about a name the icon set lacks', () => {
    const found = iconFindings([
      { label: 'House', value: 'house', icon: 'house' },
      { label: 'Castle', value: 'castle', icon: 'castle' },
      { label: 'Boat', value: 'boat', icon: 'House' },
    ]);
    expect(found.map((f) => [f.severity, f.path])).toEqual([
      ['warning', '/questions/0/questionData/options/1/icon'],
      ['warning', '/questions/0/questionData/options/2/icon'],
    ]);
    expect(found[0]!.message).toContain('"castle"');
    expect(found[0]!.hint).toContain('house');
  });

  it('says nothing about known names, options without an icon, or plain string options', () => {
    expect(iconFindings(OPTION_ICON_NAMES.map((icon) => ({ label: icon, value: icon, icon })))).toEqual([]);
    expect(iconFindings([{ label: 'Yes', value: 'yes' }, 'No'])).toEqual([]);
  });

  it('finds no unknown icon in the shipped flows', () => {
    for (const flow of shippedFlows()) {
      expect(lintFlow(flow).findings.filter((f) => f.rule === 'unknown-option-icon'), flow.id).toEqual([]);
    }
  });
});

describe('the option icon set', () => {
  it('has every icon that a definition in definitions/flows names, and names each once', () => {
    const named = new Set<string>();
    for (const file of readdirSync(FLOWS_DIR).filter((name) => name.endsWith('.json'))) {
      for (const match of readFileSync(join(FLOWS_DIR, file), 'utf8').matchAll(/"icon"\s*:\s*"([^"]*)"/g)) named.add(match[1]!);
    }
    expect(named.size).toBeGreaterThan(20);
    expect([...named].filter((name) => !isOptionIconName(name))).toEqual([]);
    expect(new Set(OPTION_ICON_NAMES).size).toBe(OPTION_ICON_NAMES.length);
  });
});
