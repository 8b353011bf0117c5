// The command line writing to a reader slower than it: every line is written only when the pipe
// takes it, so the output waits, not memory. A slow reader is one that sleeps before it reads: a
// time, which is why this file is in the slow tier (build.sh's SLOW_TEST_FILES).
import { spawnSync } from 'node:child_process';
import { CLI, cliFixture } from './cli-run.js';

const { file } = cliFixture();
const throughSlowReader = (command) =>
  spawnSync('bash', ['-o', 'pipefail', '-c', `${command} | (sleep 1; cat > /dev/null)`], { encoding: 'utf8' });

test('decode to a slow reader: no listener pile-up', () => {
  const big = file('big-text.txt', Buffer.alloc(14 * 2400000, 'héllo wörld\n'));
  const slow = throughSlowReader(`"${process.execPath}" ${CLI} decode "${big}"`);
  expect(slow.status).toBe(0);
  expect(slow.stderr).not.toMatch(/MaxListeners|listener/i);
});

test('check --all and explain, in every format, keep memory bounded when the reader is slow', () => {
  const random = Buffer.alloc(1 << 19);
  let state = 1;
  for (let k = 0; k < random.length; k++) {
    state = (state * 1103515245 + 12345) >>> 0;
    random[k] = state >>> 24;
  }
  const path = file('random.bin', random);
  const small = file('random-small.bin', random.subarray(0, 50000));
  // Loaded before the command (node --require), it tells the process's peak memory as it exits.
  const measure = file(
    'max-rss.cjs',
    "process.on('exit', () => process.stderr.write('maxRSS ' + process.resourceUsage().maxRSS + '\\n'));",
  );
  for (const args of [
    ['check', '--all', path],
    ['check', '--all', '--format', 'json', path],
    ['check', '--all', '--format', 'github', path],
    ['explain', '-f', small],
    ['explain', '--json', '-f', small],
  ]) {
    const { stderr, status } = throughSlowReader(`"${process.execPath}" --require "${measure}" ${CLI} ${args.join(' ')}`);
    const kilobytes = Number(/maxRSS (\d+)/.exec(stderr)?.[1]);
    expect([args.join(' '), status, kilobytes < 200 * 1024]).toEqual([args.join(' '), 1, true]);
  }
});
