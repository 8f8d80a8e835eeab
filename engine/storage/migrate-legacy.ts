import type { ContactInfo } from '../types/contact';
import type { KeyValueStorage } from './key-value-storage';
import type { StorageKeys } from './storage-keys';
import { SAVED_STATE_MAX_CHARS } from '../constants';
import { isPlainObject, own } from '../json-guards';
import { checkSavedState } from '../saved-state';
import { readJson, safeRemove } from './read-json';

export type MigrationOutcome = 'none' | 'migrated' | 'merged-contact' | 'dropped';

/** The old contact record { name, email, phone } (new-style field names accepted too). */
function legacyContact(raw: unknown): ContactInfo | null {
  if (!isPlainObject(raw)) return null;
  const text = (...keys: string[]): string => {
    for (const key of keys) {
      const value = own(raw, key);
      if (typeof value === 'string') return value;
    }
    return '';
  };
  const contact = { fullName: text('name', 'fullName'), email: text('email'), phoneNumber: text('phone', 'phoneNumber') };
  return contact.fullName || contact.email || contact.phoneNumber ? contact : null;
}

const isEmptyContact = (c: ContactInfo): boolean => !c.fullName && !c.email && !c.phoneNumber;

function timestampOf(raw: Record<string, unknown>, now: number): number {
  const value = own(raw, 'lastUpdated') ?? own(raw, 'timestamp');
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return Date.parse(value);
  return now;
}

/**
 * Moves the older keys into the current one, then removes them:
 * - legacyFormState (the saved-state fields, lastUpdated or timestamp optional) becomes the saved state
 *   when there is none yet;
 * - legacyContactInfo { name, email, phone } becomes contactInfo { fullName, email, phoneNumber } of the
 *   saved state when that has no contact info yet (dropped when there is no saved state at all).
 * Unreadable legacy values are simply removed. Never throws.
 */
export function migrateLegacy(storage: KeyValueStorage, keys: StorageKeys, now: number): MigrationOutcome {
  const oldState = readJson(storage, keys.legacyFormState, SAVED_STATE_MAX_CHARS);
  const oldContact = readJson(storage, keys.legacyContactInfo, SAVED_STATE_MAX_CHARS);
  if (oldState.kind === 'absent' && oldContact.kind === 'absent') return 'none';

  const contact = oldContact.kind === 'ok' ? legacyContact(oldContact.value) : null;
  const current = readJson(storage, keys.state, SAVED_STATE_MAX_CHARS);
  let outcome: MigrationOutcome = 'dropped';
  let write: unknown = null;

  if (current.kind !== 'ok' && oldState.kind === 'ok' && isPlainObject(oldState.value)) {
    const candidate: Record<string, unknown> = { ...oldState.value, lastUpdated: timestampOf(oldState.value, now) };
    const check = checkSavedState(candidate);
    if (check.ok) {
      if (contact && isEmptyContact(check.state.contactInfo)) candidate.contactInfo = contact;
      write = candidate;
      outcome = 'migrated';
    }
  } else if (current.kind === 'ok' && contact) {
    const check = checkSavedState(current.value);
    if (check.ok && isEmptyContact(check.state.contactInfo)) {
      write = { ...(current.value as Record<string, unknown>), contactInfo: contact };
      outcome = 'merged-contact';
    }
  }

  if (write !== null) {
    try {
      storage.setItem(keys.state, JSON.stringify(write));
    } catch {
      outcome = 'dropped';
    }
  }
  safeRemove(storage, keys.legacyFormState);
  safeRemove(storage, keys.legacyContactInfo);
  return outcome;
}
