import type { ServerConfig } from './server-config';

/**
 * The origin of every absolute URL the site writes (canonical and og: links, the sitemap, links in
 * e-mails): PUBLIC_URL, or without it the address the server is configured to listen on. Never the
 * request's Host header, which any client can set.
 */
export function siteOrigin(config: Pick<ServerConfig, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl;
  const host = config.host === '0.0.0.0' || config.host === '::' || config.host === '' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}
