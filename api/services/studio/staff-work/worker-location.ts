import { workerEntryUrl } from '../../../workers/worker-url';

/** The entry file of the studio's worker thread (staff-work-worker.mjs from source, .js when built). */
export const staffWorkerUrl = (): URL => workerEntryUrl(import.meta.url, 'staff-work-worker');
