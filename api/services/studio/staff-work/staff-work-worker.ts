/**
 * The worker thread of the studio's heavy work: it runs one task at a time, as the site's thread asks,
 * and says when it is ready. The site stops it (terminate) when a task runs past its time, and Node stops
 * it when it runs past its memory; either way the site starts another.
 */
import { parentPort } from 'node:worker_threads';
import { staffWorkTasks, type StaffWorkAnswer, type StaffWorkRequest } from './staff-work-tasks';

const port = parentPort;
if (!port) throw new Error('staff-work-worker runs as a worker thread of the server');

const answer = (message: StaffWorkAnswer) => port.postMessage(message);

port.on('message', ({ id, task, input }: StaffWorkRequest) => {
  try {
    const run = staffWorkTasks[task] as (input: unknown) => unknown;
    answer({ id, ok: true, result: run(input) });
  } catch (error) {
    answer({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
answer({ ready: true });
