import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Flow } from '../../../engine';
import { findDraft } from '../../db/repositories/draft-repository';
import { getOrCreateSecret } from '../../db/repositories/secret-repository';
import { definitionHash } from '../../definitions/definition-hash';
import { DomainError } from '../domain-error';
import { clockOf, type WriteDeps } from '../service-deps';
import { openDraftOf } from './open-draft';
import { createPreviewVerdicts } from './staff-work/preview-verdicts';
import type { StaffWork } from './staff-work/staff-work-pool';

/** How long a draft preview link works. */
export const PREVIEW_LINK_MS = 7 * 24 * 60 * 60_000;
/** A previewed flow's version: never a hash the lead endpoints know, so a preview can never store a lead. */
export const PREVIEW_VERSION_PREFIX = 'preview-';

const expired = () => new DomainError('gone', 'preview_expired', 'This preview link has expired or its draft is closed: ask for a new one in the studio.');

/**
 * Signed, expiring links that let anyone holding one (QA, a reviewer) walk a draft flow on the real site:
 * `?preview=<draft id>.<expiry>.<HMAC>`. The signature uses a server secret kept in the database, so every
 * process checks links the same; the page is not indexed and its lead is never sent. Whether the draft may
 * be walked is decided in the staff-work worker, once per draft version.
 */
export function createPreviewLinks(deps: WriteDeps & { work: StaffWork }) {
  const now = clockOf(deps);
  const verdicts = createPreviewVerdicts(deps.work);
  const sign = async (payload: string) => createHmac('sha256', await getOrCreateSecret(deps.db, 'studio-preview-links')).update(payload).digest('base64url');

  return {
    async issue(draftId: string): Promise<{ url: string; expiresAt: string }> {
      const draft = openDraftOf(await findDraft(deps.db, draftId));
      if (draft.kind !== 'flow') throw new DomainError('invalid', 'preview_not_available', 'Preview links are for flows; a form draft is previewed in the studio.', { draftId: 'is a form draft' });
      const flow = draft.content as Flow;
      const expiresAt = new Date(now().getTime() + PREVIEW_LINK_MS);
      const payload = `${draftId}.${expiresAt.getTime().toString(36)}`;
      const token = `${payload}.${await sign(payload)}`;
      const page = flow.variant === 'vetlife' ? '/quote-landing-vetlife' : '/quote-landing';
      return { url: `${page}?type=${encodeURIComponent(flow.loanType)}&preview=${encodeURIComponent(token)}`, expiresAt: expiresAt.toISOString() };
    },

    /**
     * The draft flow a link opens for `entryPath`; refused (410) when the link is forged, expired or its
     * draft closed or not a valid flow, and (422) when the draft is too heavy to check within the budget.
     */
    async flow(entryPath: string, token: string): Promise<{ flow: Flow; version: string }> {
      const [draftId, expiry, signature] = token.split('.');
      if (!draftId || !expiry || !signature || token.length > 300) throw expired();
      const expected = Buffer.from(await sign(`${draftId}.${expiry}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given) || parseInt(expiry, 36) < now().getTime()) throw expired();
      const draft = await findDraft(deps.db, draftId);
      if (!draft || draft.state !== 'open' || draft.definitionId !== entryPath) throw expired();
      const hash = definitionHash(draft.content);
      const verdict = await verdicts.of(hash, draft.content);
      if (verdict.kind === 'too-heavy') throw new DomainError('invalid', 'draft_too_heavy', verdict.message);
      if (verdict.kind === 'invalid') throw expired();
      return { flow: draft.content as Flow, version: `${PREVIEW_VERSION_PREFIX}${hash}` };
    },
  };
}

export type PreviewLinks = ReturnType<typeof createPreviewLinks>;
