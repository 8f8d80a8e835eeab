import type { DebtItem, DebtType } from '../../../domain/finance/index';
import { readNumber } from '../../../domain/finance/index';
import type { Locale } from '../../../../i18n/locales';
import { calculatorsText } from '../messages';

/**
 * The debt consolidator's list of debts as pure operations: at most
 * 10 debts; the list starts with one empty debt; deleting the last remaining debt resets the list to one
 * empty debt. Amounts are kept as the text the visitor typed (masked: at most 8 whole digits).
 */

export const MAX_DEBTS = 10;
export const DEBT_AMOUNT_WHOLE_DIGITS = 8;

/** The debt types in the order the select lists them; their labels are in the catalog (debtTypeName). */
export const DEBT_TYPES: readonly DebtType[] = ['creditCard', 'car', 'personalLoan', 'mortgage', 'other'];

/** A debt type's name in `locale` ("Credit card"). */
export function debtTypeName(locale: Locale, type: DebtType): string {
  return calculatorsText.text(locale, `debt.type.${type}`);
}

export interface DebtDraft {
  /** Stable key, from a counter (the same on the server and in the browser). */
  id: number;
  billName: string;
  /** Masked text, e.g. "12,500". */
  debtAmount: string;
  monthlyPayment: string;
  debtType: DebtType;
  /** The name of an 'other' debt's type. */
  customType: string;
}

export interface DebtListState {
  debts: DebtDraft[];
  nextId: number;
}

export function emptyDebt(id: number): DebtDraft {
  return { id, billName: '', debtAmount: '', monthlyPayment: '', debtType: 'creditCard', customType: '' };
}

export function initialDebtList(): DebtListState {
  return { debts: [emptyDebt(1)], nextId: 2 };
}

/** Adds an empty debt at the end; nothing happens at 10 debts. */
export function addDebt(state: DebtListState): DebtListState {
  if (state.debts.length >= MAX_DEBTS) return state;
  return { debts: [...state.debts, emptyDebt(state.nextId)], nextId: state.nextId + 1 };
}

/** Removes a debt; removing the last remaining one leaves one empty debt instead. */
export function removeDebt(state: DebtListState, id: number): DebtListState {
  const rest = state.debts.filter((debt) => debt.id !== id);
  if (rest.length === state.debts.length) return state;
  if (rest.length > 0) return { ...state, debts: rest };
  return { debts: [emptyDebt(state.nextId)], nextId: state.nextId + 1 };
}

export function updateDebt(state: DebtListState, id: number, change: Partial<Omit<DebtDraft, 'id'>>): DebtListState {
  return { ...state, debts: state.debts.map((debt) => (debt.id === id ? { ...debt, ...change } : debt)) };
}

/** Whether a debt has nothing entered yet. */
export function isEmptyDebt(debt: DebtDraft): boolean {
  return !debt.billName.trim() && !debt.debtAmount && !debt.monthlyPayment && !debt.customType.trim();
}

const amountOf = (text: string) => Math.max(0, readNumber(text) ?? 0);

/** The debts as the finance module takes them (an amount not entered counts as 0). */
export function toDebtItems(debts: readonly DebtDraft[]): DebtItem[] {
  return debts.map((debt) => ({
    billName: debt.billName.trim(),
    debtAmount: amountOf(debt.debtAmount),
    monthlyPayment: amountOf(debt.monthlyPayment),
    debtType: debt.debtType,
    customType: debt.debtType === 'other' ? debt.customType.trim() : undefined,
  }));
}

/**
 * Σ debt amounts, to the cent: what the consolidation loan must pay off, a mortgage included when the
 * visitor lists one among the debts (the page asks for no separate mortgage balance).
 */
export function totalDebtOf(debts: readonly DebtDraft[]): number {
  return Math.round(debts.reduce((sum, debt) => sum + amountOf(debt.debtAmount) * 100, 0)) / 100;
}

/** The label of a debt's type: its custom name for 'other' when one is given. */
export function debtTypeLabel(locale: Locale, debt: Pick<DebtDraft, 'debtType' | 'customType'>): string {
  if (debt.debtType === 'other' && debt.customType.trim()) return debt.customType.trim();
  return debtTypeName(locale, DEBT_TYPES.includes(debt.debtType) ? debt.debtType : 'other');
}
