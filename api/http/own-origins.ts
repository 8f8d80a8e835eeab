import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

export interface OwnOriginsOptions {
  /** PUBLIC_URL, when set: then the one origin pages are served from. */
  publicUrl: string | null;
  /** The interface the server listens on (HOST). */
  host: string;
  /** The port it listens on: the one the system gave when PORT=0. */
  port: () => number;
}

/** scheme://host[:port] as browsers serialise it (lower case, default port left out); null when not an http(s) URL. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

const ALL_INTERFACES = new Set(['', '0.0.0.0', '::']);
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1'];

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || (isIP(host) === 4 && host.startsWith('127.'));
}

const httpOrigin = (host: string, port: number) => originOf(`http://${host.includes(':') ? `[${host}]` : host}:${port}`);

/**
 * The origins a page of this site can have, for telling its own writes from another site's. With
 * PUBLIC_URL, that one. Without it, only the address the server listens on: `http://HOST:PORT`; on
 * loopback also its other loopback names (localhost, 127.0.0.1, [::1]); on every interface (0.0.0.0, ::)
 * those and each interface's own IP address. Never a name taken from the request: a page on
 * attacker.example whose DNS answer points at this server (DNS rebinding) sends a Host and an Origin that
 * agree, and neither is this site's. An IP address at this port cannot be rebound: it is this server.
 * Interfaces are read when asked, so an address a network gives later is known.
 */
export function ownOrigins({ publicUrl, host, port }: OwnOriginsOptions): () => ReadonlySet<string> {
  const configured = publicUrl ? originOf(publicUrl) : null;
  if (configured) {
    const only = new Set([configured]);
    return () => only;
  }
  const bound = host.trim().toLowerCase();
  return () => {
    const hosts = ALL_INTERFACES.has(bound)
      ? [...LOOPBACK_NAMES, ...Object.values(networkInterfaces()).flatMap((addresses) => (addresses ?? []).map((address) => address.address))]
      : isLoopback(bound)
        ? [bound, ...LOOPBACK_NAMES]
        : [bound];
    return new Set(hosts.map((name) => httpOrigin(name, port())).filter((origin): origin is string => origin !== null));
  };
}
