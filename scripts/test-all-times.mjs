// The test command's step times into docs/performance.md, in place of the last table (block
// `bench:test-all`, scripts/doc-block.mjs): what `npm run test:all -- --write` runs at the end of a
// passing run (scripts/test-all.sh). CI never writes.
//
//   node scripts/test-all-times.mjs <times file> <started at, ISO> <load at the start> <whole run, s>
//
// The times file is test-all.sh's: a line per step, its seconds and its name, tab-separated. The
// table is one row of m:ss, a column per step in the order they ended.
import { readFileSync } from 'node:fs';
import { machineLoad, measuredCommit, runLine, writeBlock } from './doc-block.mjs';

const [timesFile, startedAt, loadAtStart, wholeSeconds] = process.argv.slice(2);
if (!wholeSeconds) throw new Error('usage: test-all-times.mjs <times file> <started at> <load at start> <seconds>');

const time = (seconds) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
const steps = readFileSync(timesFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => line.split('\t'));
writeBlock(
  'test-all',
  [
    runLine({
      startedAt,
      endedAt: new Date(),
      commit: measuredCommit(),
      loadAtStart: loadAtStart.trim().split(/\s+/).join(', '),
      loadAtEnd: machineLoad(),
    }),
    '',
    `| ${steps.map(([, name]) => name).join(' | ')} | the whole run |`,
    `|${' ---: |'.repeat(steps.length + 1)}`,
    `| ${steps.map(([seconds]) => time(Number(seconds))).join(' | ')} | **${time(Number(wholeSeconds))}** |`,
  ].join('\n'),
);
