import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Middleware } from 'koa';
import helmet from 'koa-helmet';

export interface SecurityHeaderSettings {
  /** Extra image hosts (the reviewers' photos when the Google Places adapter is on). */
  imageHosts: string[];
  /** Origins the embedded quote page may load from ('self' when it is this site). */
  frameSources: string[];
  /** Extra script and frame hosts (a human-check widget). */
  scriptHosts?: string[];
  /** Vite's dev server needs eval and a websocket; never in production. */
  development: boolean;
  upgradeInsecureRequests: boolean;
}

type ResponseWithNonce = ServerResponse & { cspNonce?: string };

const nonceSource = (_request: IncomingMessage, response: ServerResponse) => `'nonce-${(response as ResponseWithNonce).cspNonce}'`;

/**
 * A Content-Security-Policy and the other headers of a production site. Pages run no inline script and
 * load no inline style (their data travels as a JSON block), so the policy allows same-origin scripts and
 * styles only, the same for every response. A fresh nonce per request is still made (`ctx.state.cspNonce`)
 * for what needs one: the studio's page, and Vite's inline scripts in development, where the policy adds it.
 */
export function securityHeaders(settings: SecurityHeaderSettings): Middleware {
  const scriptHosts = settings.scriptHosts ?? [];
  const policy = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHosts, ...(settings.development ? [nonceSource, "'unsafe-eval'"] : [])],
        styleSrc: ["'self'", ...(settings.development ? [nonceSource] : [])],
        // Server-rendered style="" attributes (widths, transforms) are not scripts; a nonce cannot cover them.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...settings.imageHosts],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(settings.development ? ['ws:', 'wss:'] : [])],
        frameSrc: settings.frameSources.length > 0 ? [...settings.frameSources, ...scriptHosts] : ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: settings.upgradeInsecureRequests ? [] : null,
      },
    },
    // Sent only over TLS, below: on plain HTTP the header means nothing and would pin a dev host.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
  });

  return async (ctx, next) => {
    const nonce = randomBytes(16).toString('base64');
    ctx.state.cspNonce = nonce;
    (ctx.res as ResponseWithNonce).cspNonce = nonce;
    if (ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    await policy(ctx, next);
  };
}
