import { parentPort } from 'node:worker_threads';

/** What the site's thread sends a worker, and what the worker answers. */
export interface WorkRequest {
  id: number;
  task: string;
  input: unknown;
}
export type WorkAnswer = { ready: true } | { id: number; ok: true; result: unknown } | { id: number; ok: false; message: string };

/**
 * The body of a worker thread: runs the tasks the site's thread asks for, one at a time, and says when it
 * is ready. The site stops it (terminate) when a task runs past its time, and Node stops it past its
 * memory; either way the site starts another.
 */
export function serveTasks(tasks: Record<string, (input: never) => unknown>): void {
  const port = parentPort;
  if (!port) throw new Error('this module runs as a worker thread of the server');
  const answer = (message: WorkAnswer) => port.postMessage(message);
  port.on('message', async ({ id, task, input }: WorkRequest) => {
    try {
      const run = tasks[task] as (input: unknown) => unknown;
      answer({ id, ok: true, result: await run(input) });
    } catch (error) {
      answer({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
    }
  });
  answer({ ready: true });
}
