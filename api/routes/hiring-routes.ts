import Router from '@koa/router';
import type { Middleware } from 'koa';
import { createRequire } from 'node:module';
import { ApiError, badRequest } from '../http/api-error';
import { findUnstorableText } from '../http/json-body';
import { clientAddress, siteBudget, writeLimit } from '../http/rate-limit';
import { MAX_RESUME_BYTES, type HiringService } from '../services/hiring-service';
import type { RateLimiter } from '../services/rate-limiter';
import type { WriteBudgets } from '../services/write-budgets';

/** The parts of @koa/multer (which ships no types) this route uses. */
interface UploadedPart {
  fieldname: string;
  originalname: string;
  buffer: Buffer;
}
interface KoaMulter {
  (options: { storage: unknown; limits: Record<string, number>; defParamCharset?: string }): { single(field: string): Middleware };
  memoryStorage(): unknown;
}

const require = createRequire(import.meta.url);
const multer = require('@koa/multer') as KoaMulter;

const TEXT_FIELDS = ['firstName', 'lastName', 'position', 'email', 'phone', 'linkedin', 'nmls'];

/**
 * POST /api/apply: the hiring form as multipart/form-data, the resume in `resume`, the human check's token
 * in `turnstileToken`. The 4 MB limit is enforced while the upload streams (the rest is never read into
 * memory); the file's type is then decided from its bytes. -> 201 { success: true, id }. Before any of the
 * upload is read, the address's write limit and the site-wide budget of applications are counted.
 * `remoteIp` is the exact address: the human check is told it, the daily upload budget counts its /64.
 */
export function hiringRoutes(deps: { hiring: HiringService; limiter: RateLimiter; budgets: WriteBudgets; writesPerMinute: number }): Router {
  const router = new Router({ prefix: '/api' });
  const upload = multer({
    storage: multer.memoryStorage(),
    // 2,048 characters: the longest token Cloudflare Turnstile issues, the longest text field accepted.
    limits: { fileSize: MAX_RESUME_BYTES, files: 1, fields: 20, fieldSize: 2048, parts: 25, headerPairs: 100 },
    // Browsers send a file's name as raw UTF-8 in the part's header; busboy would read it as Latin-1.
    defParamCharset: 'utf8',
  }).single('resume');

  const receive: Middleware = async (ctx, next) => {
    if (!ctx.is('multipart/form-data')) {
      throw new ApiError(415, 'unsupported_media_type', 'Send the application as multipart/form-data.');
    }
    try {
      await upload(ctx, async () => undefined);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === 'LIMIT_FILE_SIZE') throw await deps.hiring.resumeTooLarge();
      if (typeof code === 'string' && code.startsWith('LIMIT_')) {
        throw new ApiError(400, 'bad_request', 'The application has unexpected or oversized parts.');
      }
      throw new ApiError(400, 'bad_request', 'The multipart body could not be read.');
    }
    await next();
  };

  router.post('/apply', writeLimit(deps.limiter, deps.writesPerMinute), siteBudget(deps.budgets, 'uploads'), receive, async (ctx) => {
    const body = ((ctx.request as { body?: unknown }).body ?? {}) as Record<string, unknown>;
    const fields = Object.fromEntries(TEXT_FIELDS.filter((name) => typeof body[name] === 'string').map((name) => [name, body[name]]));
    const file = (ctx as { file?: UploadedPart }).file;
    // As for JSON bodies: text PostgreSQL cannot store (NUL) would fail at the insert, a 500.
    const unstorable = findUnstorableText({ ...fields, resume: file?.originalname ?? '' });
    if (unstorable !== null) throw badRequest('The application holds a character that cannot be stored.', { [unstorable]: 'holds a character that is not allowed' });
    ctx.body = await deps.hiring.apply({
      fields,
      resume: file ? { originalName: file.originalname, bytes: file.buffer } : null,
      turnstileToken: body.turnstileToken,
      remoteIp: clientAddress(ctx),
      idempotencyKey: ctx.get('Idempotency-Key') || undefined,
    });
    ctx.status = 201;
  });
  return router;
}
