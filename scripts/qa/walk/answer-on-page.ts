import type { Locator, Page } from 'playwright-core';
import { findOptionIndex, optionLabel, parseAmount, type Question } from '../../../engine';

/**
 * What entering one answer did: the visitor's action in words, and whether it was sent. A value the page
 * cannot take (no option shows it, a mask strips it, a maxlength cuts it, a slider clamps it) is not sent
 * when it is meant to be refused: a visitor could not send it either, and `unheld` says why.
 */
export interface Entry {
  action: string;
  /** Whether the visitor went on (chose, pressed Continue or Enter): the page then moves or says why not. */
  submitted: boolean;
  /** Why the page cannot take the value, when it was not sent. */
  unheld?: string;
}

/** 'answer': enter and continue. 'refuse': enter, and continue only when the page holds the value. */
export type EntryMode = 'answer' | 'refuse';

const quote = (text: string) => `"${text}"`;
const asText = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null);
const sameAmount = (typed: string, shown: string) => {
  const a = parseAmount(typed);
  const b = parseAmount(shown);
  return a !== null && b !== null ? a.amount === b.amount : typed.replace(/[\s$,]/g, '') === shown.replace(/[\s$,]/g, '');
};

/** Continue as a visitor: the button when it is enabled, else Enter in the field (the page then says what is wrong). */
async function continueFrom(page: Page, field: Locator): Promise<void> {
  const button = page.getByRole('button', { name: 'Continue', exact: true });
  if ((await button.count()) > 0 && (await button.first().isEnabled())) await button.first().click();
  else await field.press('Enter');
}

async function choose(page: Page, question: Question, value: unknown, mode: EntryMode): Promise<Entry> {
  const options = question.questionData.options ?? [];
  const index = findOptionIndex(options, value);
  const dropdown = question.questionData.type === 'dropdown';
  if (index < 0) {
    const empty = value === '' || value === null || value === undefined;
    if (dropdown && empty && mode === 'refuse') {
      const list = page.getByRole('combobox', { name: question.title, exact: true });
      if ((await list.inputValue()) !== '') return { action: 'looked for a way to continue without a choice', submitted: false, unheld: 'the list keeps its earlier choice and cannot be emptied' };
      await continueFrom(page, list);
      return { action: 'pressed Continue without choosing', submitted: true };
    }
    return { action: `looked for the option ${JSON.stringify(value)}`, submitted: false, unheld: empty ? 'the question has no way to continue without a choice' : 'no option shows this value' };
  }
  const label = optionLabel(options[index]!);
  if (!dropdown) {
    await page.getByRole('group', { name: question.title, exact: true }).getByRole('button', { name: label, exact: true }).click();
    return { action: `chose ${quote(label)}`, submitted: true };
  }
  const list = page.getByRole('combobox', { name: question.title, exact: true });
  const shown = await list.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
  // The same option again: a native select fires nothing, so the visitor presses Continue.
  if (shown === label) {
    await continueFrom(page, list);
    return { action: `kept ${quote(label)} and pressed Continue`, submitted: true };
  }
  await list.selectOption({ label });
  return { action: `picked ${quote(label)} from the list`, submitted: true };
}

async function tick(page: Page, question: Question, value: unknown, mode: EntryMode): Promise<Entry> {
  const options = question.questionData.options ?? [];
  const items = Array.isArray(value) ? value : value === '' || value === null || value === undefined ? [] : [value];
  const wanted = new Set(items.map((item) => findOptionIndex(options, item)));
  if (wanted.has(-1)) return { action: `looked for the options ${JSON.stringify(value)}`, submitted: false, unheld: 'no checkbox shows one of these values' };
  const group = page.getByRole('group', { name: question.title, exact: true });
  let held = true;
  for (const [index, option] of options.entries()) {
    const box = group.getByRole('checkbox', { name: optionLabel(option), exact: true });
    await box.setChecked(wanted.has(index)).catch(() => undefined);
    if ((await box.isChecked()) !== wanted.has(index)) held = false;
  }
  const labels = [...wanted].sort((a, b) => a - b).map((index) => quote(optionLabel(options[index]!)));
  const action = labels.length > 0 ? `ticked ${labels.join(', ')}` : 'ticked nothing';
  if (mode === 'refuse' && !held) return { action, submitted: false, unheld: 'the checkboxes do not allow this combination' };
  await continueFrom(page, group.getByRole('checkbox').first());
  return { action: `${action} and continued`, submitted: true };
}

async function range(page: Page, question: Question, value: unknown, mode: EntryMode): Promise<Entry> {
  const ends = Array.isArray(value) && value.length === 2 ? value.map(asText) : null;
  if (!ends || ends.includes(null)) return { action: `looked for a way to enter ${JSON.stringify(value)}`, submitted: false, unheld: 'the slider always holds a range of two amounts' };
  const [low, high] = ends as [string, string];
  const group = page.getByRole('group', { name: question.title, exact: true });
  const from = group.getByRole('textbox', { name: 'From', exact: true });
  const to = group.getByRole('textbox', { name: 'To', exact: true });
  // Typing a low end above the current high end first would push the range: then the high end goes first.
  const currentHigh = parseAmount(await to.inputValue())?.amount ?? Number.POSITIVE_INFINITY;
  const lowFirst = (parseAmount(low)?.amount ?? 0) < currentHigh;
  for (const [box, text] of lowFirst ? ([[from, low], [to, high]] as const) : ([[to, high], [from, low]] as const)) {
    await box.fill(text);
    await box.blur();
  }
  const shown = [await from.inputValue(), await to.inputValue()];
  const held = sameAmount(low, shown[0]!) && sameAmount(high, shown[1]!);
  const action = `typed ${quote(low)} to ${quote(high)}`;
  if (mode === 'refuse' && !held) return { action, submitted: false, unheld: `the slider snaps and clamps it to ${shown.join(' – ')}` };
  await continueFrom(page, to);
  return { action: `${action} and continued`, submitted: true };
}

async function type(page: Page, question: Question, value: unknown, mode: EntryMode): Promise<Entry> {
  const text = asText(value);
  if (text === null) return { action: `looked for a way to type ${JSON.stringify(value)}`, submitted: false, unheld: 'a text box takes text only' };
  const box = page.getByRole('textbox', { name: question.title, exact: true });
  await box.fill(text);
  const shown = await box.inputValue();
  const held = question.questionData.type === 'currency' ? sameAmount(text, shown) : shown === text;
  const action = `typed ${quote(text)}`;
  if (mode === 'refuse' && !held) return { action, submitted: false, unheld: shown === '' ? 'the field does not take these characters' : `the field holds ${quote(shown)}` };
  await box.press('Enter');
  return { action: `${action} and pressed Enter`, submitted: true };
}

/** Enters one answer on the question on screen the way a visitor would, by its type's controls. */
export function answerOnPage(page: Page, question: Question, value: unknown, mode: EntryMode): Promise<Entry> {
  switch (question.questionData.type) {
    case 'options':
    case 'dropdown':
      return choose(page, question, value, mode);
    case 'multiselect':
      return tick(page, question, value, mode);
    case 'slider':
      return range(page, question, value, mode);
    case 'currency':
    case 'text':
    case 'zipcode':
      return type(page, question, value, mode);
  }
  return Promise.resolve({ action: 'found no control', submitted: false, unheld: `the walk does not know the question type "${String(question.questionData.type)}"` });
}
