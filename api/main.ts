/** The production server: `npm start` runs the build of this file (dist/server/main.js). */
import { join } from 'node:path';
import * as entryServer from '../app/entry-server';
import { projectRoot } from './config/project-root';
import { readServerConfig } from './config/server-config';
import { productionRendering } from './ssr/production-rendering';
import { exitOnSignals, startServer } from './server/start-server';

const clientDir = join(projectRoot, 'dist/client');
const running = await startServer({
  config: readServerConfig(),
  rendering: productionRendering(clientDir, entryServer),
  clientDir,
});
exitOnSignals(running);
