// The servers and builds a benchmark starts (bench-lighthouse.mjs, bench-interactions.mjs): each
// long-lived process in its own group with its output in a log file, every one of them stopped when
// the benchmark ends (its whole group: npx → next → next-server), and a wait until they answer.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The servers and builds of one benchmark, their logs in a new temporary directory named `prefix-…`. */
export function benchProcesses(prefix) {
  const logs = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const servers = [];

  /** A long-lived process in its own group, its output in `logs/<name>.log`. */
  function serve(name, command, args, options) {
    const log = openSync(join(logs, `${name}.log`), 'w');
    const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', log, log] });
    servers.push(child);
    return child;
  }

  function stopServers() {
    for (const child of servers.splice(0)) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
  process.on('exit', stopServers);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

  /** A command to its end; its output goes to `logs/<name>.log`, shown when it fails. */
  function run(name, command, args, options) {
    const path = join(logs, `${name}.log`);
    const child = spawn(command, args, { ...options, stdio: ['ignore', openSync(path, 'w'), openSync(path, 'a')] });
    return new Promise((resolve, reject) =>
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`${name} failed (exit ${code}):\n${readFileSync(path, 'utf8')}`)),
      ),
    );
  }

  /** Until every URL answers 2xx (3 minutes at most). */
  async function waitFor(urls) {
    const until = Date.now() + 180_000;
    for (;;) {
      const ok = await Promise.all(
        urls.map((url) =>
          fetch(url).then(
            (response) => response.ok,
            () => false,
          ),
        ),
      );
      if (ok.every(Boolean)) return;
      if (Date.now() > until) throw new Error(`did not answer within 3 minutes: ${urls.join(', ')} (logs: ${logs})`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  return { logs, serve, stopServers, run, waitFor };
}

/** The shell's environment without a dist dir or a backend: each process a benchmark starts is given its own. */
export function benchEnv() {
  const { NEXT_DIST_DIR: _dist, NEXT_PUBLIC_API_BASE_URL: _api, ...inherited } = process.env;
  return { ...inherited, NEXT_TELEMETRY_DISABLED: '1' };
}
