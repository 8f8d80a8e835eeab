// The worker when the server runs from source (Vitest, `npm run dev`): Node cannot load TypeScript, so
// tsx compiles the worker's modules as they are imported. The production build runs
// dist/server/resume-inspection-worker.js instead.
import { tsImport } from 'tsx/esm/api';

await tsImport('./resume-inspection-worker.ts', import.meta.url);
