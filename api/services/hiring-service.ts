import { createHash, randomUUID } from 'node:crypto';
import { messageFor } from '../../app/domain/forms/form-messages';
import { findResumeFilesByHash, insertApplication } from '../db/repositories/application-repository';
import { enqueueInboxEmail } from '../delivery/enqueue-inbox-email';
import { labelFormFields } from '../delivery/label-form-fields';
import { composeApplicationEmail } from '../delivery/staff-messages';
import { validationFailed } from '../forms/validation-failed';
import { DomainError } from './domain-error';
import { clockOf, type FormWriteDeps } from './service-deps';
import type { Logger } from '../server/logger';
import { freeBytesAt } from './free-disk-space';
import { requireHuman } from './human-check-gate';
import { findReplay, runIdempotent, type StoredRequest } from './idempotency';
import { inspectResume } from './resume-inspection/inspect-resume';
import type { InspectResume } from './resume-inspection/resume-inspector';
import { truncateText } from './truncate-text';
import type { UploadBudget } from './upload-budget';
import type { StoredFile, UploadStorage } from './upload-storage';

export const HIRING_FORM = 'hiring';
const ROUTE = 'apply';
/** "Under 4 MB": the largest resume accepted is one byte short of 4 MiB. */
export const MAX_RESUME_BYTES = 4 * 1024 * 1024 - 1;
/** How long a refused visitor is asked to wait when the server's disk is nearly full. */
const DISK_FULL_RETRY_SECONDS = 600;

export const hiringMessages = {
  uploadBudget: 'Too many resumes were sent from your network today. Please try again tomorrow.',
  diskFull: 'Applications cannot be received right now. Please try again later.',
};

export interface UploadedResume {
  originalName: string;
  bytes: Buffer;
}

export interface Application {
  fields: Record<string, unknown>;
  resume: UploadedResume | null;
  turnstileToken: unknown;
  remoteIp: string;
  idempotencyKey: string | undefined;
}

/**
 * Records a hiring application: the text fields and the resume's name and size are checked by the form's
 * rules; the resume's type is decided from its bytes and its content inspected (no scripts, macros,
 * remote templates or zip bombs reach staff). Then, in this order, so a refused application never spends
 * the visitor's human-check token: the disk must keep its free-space floor (503), the address's daily
 * upload budget must hold the file (429), and the human check is spent (403). A resume already stored
 * (same SHA-256, file on disk) is shared rather than written again; otherwise it is written under a
 * random name outside the public folders. The row and its e-mail to the careers inbox (resume attached)
 * commit in one transaction: if it fails, a file written for it is removed and the budget given back.
 */
export function createHiringService(deps: FormWriteDeps & {
  storage: UploadStorage;
  budget: UploadBudget;
  logger: Logger;
  /** Free bytes the uploads folder's disk must keep. */
  minFreeBytes: number;
  /** The free bytes at a folder (the file system's; replaced in tests). */
  freeBytes?: (folder: string) => Promise<number>;
  /** How a resume is inspected: the server does it in a worker thread (resume-inspector.ts); in this thread when not given. */
  inspect?: InspectResume;
}) {
  const now = clockOf(deps);
  const freeBytes = deps.freeBytes ?? freeBytesAt;
  const inspect = deps.inspect ?? inspectResume;

  const checkFreeSpace = async () => {
    const free = await freeBytes(deps.storage.folder);
    if (free >= deps.minFreeBytes) return;
    deps.logger.warn({ freeBytes: free, minFreeBytes: deps.minFreeBytes }, 'application refused: the uploads disk is below its free-space floor (UPLOAD_MIN_FREE_MB)');
    throw new DomainError('unavailable', 'insufficient_storage', hiringMessages.diskFull, undefined, DISK_FULL_RETRY_SECONDS);
  };

  /** An identical resume already on disk, shared; else the bytes written under a new name. */
  const store = async (bytes: Buffer, sha256: string, extension: string): Promise<{ stored: StoredFile; written: boolean }> => {
    for (const earlier of await findResumeFilesByHash(deps.db, sha256)) {
      if (!earlier.resumeFile.endsWith(`.${extension}`)) continue;
      if ((await deps.storage.sizeOf(earlier.resumeFile)) === bytes.length) {
        return { stored: { file: earlier.resumeFile, sha256, size: bytes.length }, written: false };
      }
    }
    return { stored: await deps.storage.save(bytes, extension), written: true };
  };

  return {
    /** The refusal of a resume over the limit, with the form's text, for the upload's streaming limit. */
    async resumeTooLarge(): Promise<DomainError> {
      const form = await deps.forms.publicForm(HIRING_FORM);
      const message = form ? messageFor(form.messages, 'resume', 'exclusiveMaximum') : 'Resume must be less than 4MB';
      return new DomainError('too_large', 'payload_too_large', message, { resume: message });
    },

    async apply(application: Application): Promise<StoredRequest> {
      const { resume } = application;
      const inspection = resume ? await inspect(resume.bytes, resume.originalName) : null;
      const type = inspection?.ok ? inspection.type : null;
      const descriptor = resume ? { name: resume.originalName, size: resume.bytes.length, type: type?.mime ?? 'application/octet-stream' } : undefined;
      const check = await deps.forms.check(HIRING_FORM, { ...application.fields, resume: descriptor });
      const errors = { ...check.errors };
      if (inspection && !inspection.ok && !errors.resume) {
        errors.resume = inspection.refusal === 'not-a-resume' ? messageFor(check.form.definition.messages, 'resume', 'pattern') : inspection.refusal;
      }
      if (Object.keys(errors).length > 0) throw validationFailed(check.form.definition, errors);

      const data = check.data as { firstName: string; lastName: string; position: string; email: string; phone: string; linkedin?: string; nmls?: string };
      const { resume: _descriptor, ...fields } = data as typeof data & { resume?: unknown };
      const bytes = resume!.bytes;
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const request = { ...fields, resumeSha256: sha256 };
      const replay = await findReplay<StoredRequest>(deps.db, { key: application.idempotencyKey, route: ROUTE, request });
      if (replay) return replay;

      await checkFreeSpace();
      const spent = await deps.budget.spend(application.remoteIp, bytes.length);
      if (!spent.ok) {
        throw new DomainError('too_many', 'rate_limited', hiringMessages.uploadBudget, { resume: hiringMessages.uploadBudget }, spent.retryAfterSeconds);
      }
      let kept: { stored: StoredFile; written: boolean } | null = null;
      try {
        await requireHuman(deps.humanCheck, application.turnstileToken, application.remoteIp);
        kept = await store(bytes, sha256, type!.extension);
        const { stored } = kept;
        const originalName = truncateText(resume!.originalName, 255);
        const id = randomUUID();
        const answer = await runIdempotent(deps.db, { key: application.idempotencyKey, route: ROUTE, request }, async (tx) => {
          const createdAt = now();
          await insertApplication(tx, {
            id,
            createdAt,
            firstName: data.firstName,
            lastName: data.lastName,
            position: data.position,
            email: data.email.toLowerCase(),
            phone: data.phone,
            linkedin: data.linkedin ?? null,
            nmls: data.nmls ?? null,
            resumeFile: stored.file,
            resumeSha256: stored.sha256,
            resumeType: type!.mime,
            resumeSize: stored.size,
            resumeOriginalName: originalName,
          });
          await enqueueInboxEmail(tx, 'hiring', { type: 'application', id, at: createdAt }, (inbox) =>
            composeApplicationEmail(
              {
                id,
                createdAt,
                fullName: `${data.firstName} ${data.lastName}`,
                email: data.email.toLowerCase(),
                phone: data.phone,
                position: data.position,
                fields: labelFormFields(check.form.definition as Parameters<typeof labelFormFields>[0], fields),
                resume: { originalName, storedFile: stored.file, contentType: type!.mime, size: stored.size },
              },
              inbox,
            ),
          );
          return { success: true as const, id };
        });
        if (answer.id !== id) {
          // Another request with the same key stored first: this one stored nothing.
          if (kept.written) await deps.storage.remove(stored.file);
          await spent.refund();
        } else if (!kept.written && (await deps.storage.sizeOf(stored.file)) === null) {
          // The shared copy was erased with its last other application meanwhile: this row needs it back.
          await deps.storage.restore(stored.file, bytes);
        }
        return answer;
      } catch (error) {
        if (kept?.written) await deps.storage.remove(kept.stored.file);
        await spent.refund();
        throw error;
      }
    },
  };
}

export type HiringService = ReturnType<typeof createHiringService>;
