// The benchmarks' tables in docs/performance.md: each script replaces its own block in place, between
// `<!-- bench:<name>:start -->` and `<!-- bench:<name>:end -->`, and never appends; the history is git's.
// A block opens with one line saying when, on which commit and at what load it was measured (`runLine`).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const PERFORMANCE_DOC = join(ROOT, 'docs/performance.md');

/** The two marker comments around the block `name`. */
export const markers = (name) => [`<!-- bench:${name}:start -->`, `<!-- bench:${name}:end -->`];

/** `text` with the block `name` holding `body` instead of what it held; throws unless the block is there once. */
export function replaceBlock(text, name, body) {
  const [start, end] = markers(name);
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to === -1 || to < from) throw new Error(`No block ${start} … ${end} to replace`);
  if (text.includes(start, from + 1) || text.includes(end, to + 1)) throw new Error(`The block ${name} is there twice`);
  return `${text.slice(0, from)}${start}\n${body.trim()}\n${end}${text.slice(to + end.length)}`;
}

/** Replaces the block `name` of docs/performance.md (or of `path`) with `body`. */
export function writeBlock(name, body, path = PERFORMANCE_DOC) {
  writeFileSync(path, replaceBlock(readFileSync(path, 'utf8'), name, body));
  console.log(`\nThe table is in ${path.startsWith(ROOT) ? path.slice(ROOT.length) : path} (${markers(name)[0]}).`);
}

/** The load average now (1, 5, 15 min), as the run's line gives it. */
export const machineLoad = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/** The commit measured: HEAD's short hash, and whether the work tree differed from it. */
export function measuredCommit() {
  const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? ' with uncommitted changes' : ''}`;
}

/**
 * The block's first line: when (UTC), on which commit, at what load (start → end; leave both out for a
 * figure the load cannot change), on how many cores.
 */
export function runLine({
  startedAt,
  endedAt = startedAt,
  commit,
  loadAtStart,
  loadAtEnd,
  cores = availableParallelism(),
  node = process.version,
}) {
  const [from, to] = [new Date(startedAt).toISOString(), new Date(endedAt).toISOString()];
  const time = (iso) => iso.slice(11, 16);
  const sameDay = from.slice(0, 10) === to.slice(0, 10);
  const when =
    sameDay && time(from) === time(to)
      ? time(from)
      : `${time(from)}–${sameDay ? '' : `${to.slice(0, 10)} `}${time(to)}`;
  const load = loadAtStart ? `, load (1, 5, 15 min) ${loadAtStart} → ${loadAtEnd ?? loadAtStart}` : '';
  return `Measured ${from.slice(0, 10)} ${when} UTC on \`${commit}\`${load}; ${cores} cores, Node ${node}.`;
}
