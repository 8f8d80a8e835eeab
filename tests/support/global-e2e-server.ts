import type { TestProject } from 'vitest/node';
import { startServerProcess } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One production server, on a fresh embedded database with the sample content, for the e2e suites. */
export default async function setup(project: TestProject) {
  const server = await startServerProcess();
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
  };
}
