/** A content hash as staff read it: its first 10 hex digits. */
export const shortHash = (hash: string | null | undefined) => (hash ? hash.replace(/^sha256-/, '').slice(0, 10) : '—');

export const formatWhen = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—';
