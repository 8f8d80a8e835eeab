import { createInflate, createInflateRaw } from 'node:zlib';

export interface Inflated {
  /** Bytes produced, counted up to the point the cap stopped the inflation. */
  size: number;
  /** True when the data would inflate to more than the cap (inflation stopped there). */
  overCap: boolean;
  /** The inflated bytes, when asked to keep them (never more than the cap, or than `keep` bytes). */
  content: Buffer | null;
}

/**
 * Inflates deflate data (`raw` for zip entries, zlib-wrapped for PDF streams) in 64 KiB chunks, counting
 * as it goes and stopping as soon as the output passes `cap`: whatever the data declares, memory stays
 * at one chunk (or the kept bytes, at most `cap`) and the work at about `cap` bytes of output.
 * `keep`: true keeps every byte, a number only the first that many (the rest is counted, not kept).
 * Rejects when the data is not valid deflate.
 */
export function inflateCapped(data: Buffer, options: { cap: number; raw: boolean; keep?: boolean | number }): Promise<Inflated> {
  const keepLimit = options.keep === true ? Number.POSITIVE_INFINITY : options.keep || 0;
  return new Promise((resolve, reject) => {
    const inflater = options.raw ? createInflateRaw({ chunkSize: 64 * 1024 }) : createInflate({ chunkSize: 64 * 1024 });
    const chunks: Buffer[] = [];
    let size = 0;
    let kept = 0;
    let settled = false;
    const finish = (overCap: boolean) => {
      if (settled) return;
      settled = true;
      resolve({ size, overCap, content: options.keep ? Buffer.concat(chunks) : null });
    };
    inflater.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > options.cap) {
        inflater.destroy();
        finish(true);
        return;
      }
      if (kept < keepLimit) {
        const piece = kept + chunk.length <= keepLimit ? chunk : chunk.subarray(0, keepLimit - kept);
        chunks.push(piece);
        kept += piece.length;
      }
    });
    inflater.on('end', () => finish(false));
    inflater.on('error', (error) => {
      if (settled) return;
      settled = true;
      reject(error);
    });
    inflater.end(data);
  });
}
