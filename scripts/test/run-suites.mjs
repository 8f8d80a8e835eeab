#!/usr/bin/env node
/**
 * Runs the test suites the way the machine can bear them (after `npm test` has type-checked and built):
 *
 * 1. At once, in three Vitest processes: the browser suites in two halves (`--shard`), each half one file
 *    after another against a server and a Chromium of its own (each Vitest run starts its own server in
 *    the e2e global setup), and the unit, API and security suites one file after another beside them.
 *    Vitest alone would run all of these one at a time on a two-core machine (its default is one worker
 *    fewer than the cores); a browser file waits on its page much of the time, so two halves keep the
 *    cores busier than one (measured on this machine: the browser suites took about 1,200 s in one process,
 *    about 880 s in two, beside the unit, API and security suites' 1,160 s).
 * 2. Then, alone on the machine: the process suites (restarts, kills, several servers on one database) and
 *    the load suite, whose timings want both cores.
 *
 * Arguments go to every Vitest run (e.g. `--reporter=dot`). Exits non-zero when any run failed.
 */
import { spawn } from 'node:child_process';

const extra = process.argv.slice(2);

function vitest(label, projects, own = []) {
  const args = ['vitest', 'run', ...projects.flatMap((project) => ['--project', project]), ...own, ...extra];
  return new Promise((resolve) => {
    console.log(`\n[${label}] npx ${args.join(' ')}`);
    const child = spawn('npx', args, { stdio: 'inherit', env: process.env });
    child.on('exit', (code, signal) => {
      console.log(`\n[${label}] ${signal ? `killed by ${signal}` : `exit ${code}`}`);
      resolve(code === 0 && !signal);
    });
  });
}

const started = Date.now();
const side = await Promise.all([
  vitest('browser 1/2', ['e2e'], ['--shard=1/2']),
  vitest('browser 2/2', ['e2e'], ['--shard=2/2']),
  vitest('unit, api, security', ['unit', 'api', 'security']),
]);
const alone = await vitest('process, load', ['process', 'load']);
const passed = [...side, alone].every(Boolean);
console.log(`\nsuites ${passed ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(passed ? 0 : 1);
