import { createHash, randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { messageFor } from '../../app/features/forms/form-messages';
import type { Executor } from '../db/database';
import { insertApplication } from '../db/repositories/application-repository';
import { enqueueInboxEmail } from '../delivery/enqueue-inbox-email';
import { labelFormFields } from '../delivery/label-form-fields';
import { composeApplicationEmail } from '../delivery/staff-messages';
import type { FormRegistry } from '../forms/form-registry';
import { validationFailed } from '../forms/validation-failed';
import { ApiError } from '../http/api-error';
import { findReplay, runIdempotent, type WriteAnswer } from './idempotency';
import { truncateText } from './truncate-text';
import type { UploadStorage } from './upload-storage';

export const HIRING_FORM = 'hiring';
const ROUTE = 'apply';
/** "Under 4 MB" (site.md §5): the largest resume accepted is one byte short of 4 MiB. */
export const MAX_RESUME_BYTES = 4 * 1024 * 1024 - 1;

export interface UploadedResume {
  originalName: string;
  bytes: Buffer;
}

export interface Application {
  fields: Record<string, unknown>;
  resume: UploadedResume | null;
  idempotencyKey: string | undefined;
}

/** A resume's real type, from its bytes: PDF, DOCX, or an old Word file (an OLE compound file named .doc). */
export async function resumeTypeOf(resume: UploadedResume): Promise<{ extension: 'pdf' | 'doc' | 'docx'; mime: string } | null> {
  const detected = await fileTypeFromBuffer(resume.bytes);
  if (detected?.ext === 'pdf') return { extension: 'pdf', mime: detected.mime };
  if (detected?.ext === 'docx') return { extension: 'docx', mime: detected.mime };
  if (detected?.ext === 'cfb' && /\.doc$/i.test(resume.originalName)) return { extension: 'doc', mime: 'application/msword' };
  return null;
}

/**
 * Records a hiring application (site.md §3): the text fields and the resume's name and size are checked
 * by the form's rules; the resume's type is decided from its bytes (a renamed executable or image is
 * refused). The file is written under a random name outside the public folders, then the row is inserted
 * in a transaction with its e-mail to the careers inbox (resume attached): if the row fails the file is
 * removed, if the file cannot be written there is no row.
 */
export function createHiringService(deps: { db: Executor; forms: FormRegistry; storage: UploadStorage; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /** The refusal of a resume over the limit, with the form's text, for the upload's streaming limit. */
    async resumeTooLarge(): Promise<ApiError> {
      const form = await deps.forms.publicForm(HIRING_FORM);
      const message = form ? messageFor(form.messages, 'resume', 'exclusiveMaximum') : 'Resume must be less than 4MB';
      return new ApiError(413, 'payload_too_large', message, { resume: message });
    },

    async apply(application: Application): Promise<WriteAnswer<{ success: true; id: string }>> {
      const { resume } = application;
      const type = resume ? await resumeTypeOf(resume) : null;
      const descriptor = resume
        ? { name: resume.originalName, size: resume.bytes.length, type: type?.mime ?? 'application/octet-stream' }
        : undefined;
      const check = await deps.forms.check(HIRING_FORM, { ...application.fields, resume: descriptor });
      const errors = { ...check.errors };
      if (resume && !type && !errors.resume) errors.resume = messageFor(check.form.definition.messages, 'resume', 'pattern');
      if (Object.keys(errors).length > 0) throw validationFailed(check.form.definition, errors);

      const data = check.data as { firstName: string; lastName: string; position: string; email: string; phone: string; linkedin?: string; nmls?: string };
      const { resume: _descriptor, ...fields } = data as typeof data & { resume?: unknown };
      const request = { ...fields, resumeSha256: createHash('sha256').update(resume!.bytes).digest('hex') };
      const replay = await findReplay<{ success: true; id: string }>(deps.db, { key: application.idempotencyKey, route: ROUTE, request });
      if (replay) return replay;
      const stored = await deps.storage.save(resume!.bytes, type!.extension);
      const id = randomUUID();
      try {
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
            resumeOriginalName: truncateText(resume!.originalName, 255),
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
                resume: { originalName: truncateText(resume!.originalName, 255), storedFile: stored.file, contentType: type!.mime, size: stored.size },
              },
              inbox,
            ),
          );
          return { status: 201, body: { success: true as const, id } };
        });
        if (answer.body.id !== id) await deps.storage.remove(stored.file);
        return answer;
      } catch (error) {
        await deps.storage.remove(stored.file);
        throw error;
      }
    },
  };
}

export type HiringService = ReturnType<typeof createHiringService>;
