import type { Broker, LeadRouting, Product } from '../../app/domain/content/content-types';
import type { Executor } from '../db/database';
import { listBrokers, listProducts } from '../db/repositories/content-repository';
import { leadRouting } from './lead-deliveries';

/** What routing a lead reads from the content: the brokers (with their addresses), the rules and the programs. */
export interface LeadDirectory {
  brokers(): Promise<Broker[]>;
  routing(): Promise<LeadRouting>;
  products(): Promise<Product[]>;
}

/**
 * The content a lead is routed by, read outside the lead's write and kept for `ttlMs` and one
 * `generation` (the site's version: a content load drops it at once), so storing a lead reads nothing.
 * A failed read is not kept.
 */
export function createLeadDirectory(db: Executor, ttlMs: number, generation: () => number = () => 0, now: () => number = Date.now): LeadDirectory {
  const kept = <T>(read: () => Promise<T>): (() => Promise<T>) => {
    let entry: { until: number; generation: number; value: Promise<T> } | null = null;
    return () => {
      if (entry && entry.until > now() && entry.generation === generation()) return entry.value;
      const value = read();
      const mine = { until: now() + ttlMs, generation: generation(), value };
      entry = mine;
      value.catch(() => {
        if (entry === mine) entry = null;
      });
      return value;
    };
  };
  return {
    brokers: kept(() => listBrokers(db)),
    routing: kept(() => leadRouting(db)),
    products: kept(() => listProducts(db)),
  };
}
