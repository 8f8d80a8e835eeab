import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../api/config/project-root';
import { BUDGETS_OUT_OF_THE_WAY } from './budgets-out-of-the-way';
import { fillFromSiteDataTemplate } from './site-data-template';

export interface ServerProcess {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** npm test builds before the suites run; a suite started alone builds once if it finds no build. */
export function ensureProductionBuild(): void {
  if (existsSync(join(projectRoot, 'dist/server/main.js')) && existsSync(join(projectRoot, 'dist/client/index.html'))) return;
  // Vitest sets NODE_ENV=test, which would make Vite build React's development JSX runtime.
  const result = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/**
 * Starts the production server on a free port, on its own embedded database unless env says otherwise:
 * in a new data directory, filled from the run's template when there is one (see site-data-template.ts),
 * or in the one given, as it is.
 */
export async function startServerProcess(options: { env?: NodeJS.ProcessEnv; dataDir?: string } = {}): Promise<ServerProcess> {
  ensureProductionBuild();
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'site-e2e-'));
  if (ownsDataDir && !options.env?.DATABASE_URL) fillFromSiteDataTemplate(dataDir);
  const child = spawn(process.execPath, [join(projectRoot, 'dist/server/main.js')], {
    cwd: projectRoot,
    // The embedded database unless a test asks for PostgreSQL: DATABASE_URL from CI is for the API suites' scratch databases.
    env: { ...process.env, DATABASE_URL: '', RATE_LIMIT_WRITES_PER_MINUTE: '10000', ANALYTICS_EVENTS_PER_MINUTE_PER_ADDRESS: '100000', EXPERIMENT_ASSIGNMENTS_PER_HOUR: '10000', ...BUDGETS_OUT_OF_THE_WAY, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'production', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    const check = () => {
      const match = /serving on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    process: child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const code = await exited;
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
