// npm run bench:tree: `check -r` on real trees beside what a script would run instead, whole runs
// timed (median of 3, wall clock, each command's own start included): isutf8 (moreutils) on every
// file, a Python walk that decodes each file, iconv on every file, and utf8-abnf check -r in each
// output format. The trees: a copy of /usr/include with a few hundred files in legacy encodings
// (the detection corpus's), and /usr/share as it is. Two rows for reference tell where the time
// goes, and are no peers: check -r with --quiet (the files checked, no note made) and Node's start.
// Usage: node tests/bench/cli-tree.mjs [--quick]  (--quick: the first tree only, iconv left out)
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { loadEncodings } from '../../js/encodings/other-encodings.js';
import { encodingIndexes } from '../../js/encoding-indexes.js';
import { legacyEncoder, sequenceBytes } from '../../js/encodings/all.js';
import { median } from './harness.js';
import { buildCorpus } from './detection-corpus.js';

const quick = process.argv.includes('--quick');
const RUNS = 3;
const LEGACY_FILES = 300;

// A copy of /usr/include, and LEGACY_FILES of the detection corpus's files in its legacy folder.
function includeTree() {
  const tree = mkdtempSync(join(os.tmpdir(), 'utf8-abnf-tree-'));
  cpSync('/usr/include', join(tree, 'include'), { recursive: true, verbatimSymlinks: true });
  const indexes = encodingIndexes(() => new Error('Node reads the file'));
  const corpus = buildCorpus((encoding) => legacyEncoder(encoding, indexes), sequenceBytes, { tuning: true });
  mkdirSync(join(tree, 'legacy'));
  const step = Math.max(1, Math.floor(corpus.length / LEGACY_FILES));
  corpus
    .filter((_, k) => k % step === 0)
    .slice(0, LEGACY_FILES)
    .forEach((file, k) => {
      writeFileSync(join(tree, 'legacy', `${k}-${file.encoding}.txt`), file.bytes);
    });
  return tree;
}

const countFiles = (tree) => readdirSync(tree, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;

const ISUTF8 = 'isutf8 on every file (find, xargs)';
const PYTHON_WALK = 'Python: os.walk, read, decode';
const ICONV = 'iconv on every file (find -exec)';
const PEERS = [ISUTF8, PYTHON_WALK, ICONV];
const QUIET = 'for reference: check -r --quiet (no notes made)';
const NODE = 'for reference: Node alone (node -e 0)';

// A Python walk, as a script checks a tree: every regular file read and decoded as UTF-8.
const PYTHON = `
import os, sys
bad = 0
for top, dirs, files in os.walk(sys.argv[1]):
    for name in files:
        path = os.path.join(top, name)
        if os.path.islink(path): continue
        try:
            with open(path, 'rb') as f: f.read().decode('utf-8')
        except UnicodeDecodeError: bad += 1
        except OSError: pass
print(bad)
`;

function commands(tree) {
  const cli = (...args) => `"${process.execPath}" dist/cli.mjs check -r --allow-empty ${args.join(' ')} "${tree}" > /dev/null 2>&1`;
  return {
    [ISUTF8]: `find "${tree}" -type f -print0 | xargs -0 isutf8 -q > /dev/null 2>&1`,
    [PYTHON_WALK]: `python3 -c "${PYTHON.replace(/"/g, '\\"')}" "${tree}" > /dev/null`,
    ...(quick ? {} : { [ICONV]: `find "${tree}" -type f -exec iconv -f UTF-8 -t UTF-8 -o /dev/null {} \\; 2> /dev/null` }),
    'utf8-abnf check -r': cli(),
    'utf8-abnf check -r --format json': cli('--format', 'json'),
    'utf8-abnf check -r --format github': cli('--format', 'github'),
    [QUIET]: cli('--quiet'),
    [NODE]: `"${process.execPath}" -e 0`,
  };
}

// How each command ends when it ran to its end, by exit status (check -r: 1, a file is not UTF-8;
// xargs: 123, isutf8 said so of a file), and the program each peer needs, with its Debian package:
// a peer that is missing ends at once and would be timed as the fastest.
const ENDS = { [ISUTF8]: [0, 123], [PYTHON_WALK]: [0], [ICONV]: [0], [NODE]: [0] };
const ENDS_OF_CHECK = [0, 1];
const NEEDS = { [ISUTF8]: ['isutf8', 'moreutils'], [PYTHON_WALK]: ['python3', 'python3'], [ICONV]: ['iconv', 'libc-bin'] };

function requirePeers(names) {
  const missing = names.filter((name) => NEEDS[name] && spawnSync('bash', ['-c', `command -v ${NEEDS[name][0]}`]).status !== 0);
  if (missing.length === 0) return;
  const what = missing.map((name) => `${NEEDS[name][0]} (Debian's ${NEEDS[name][1]})`).join(', ');
  console.error(`bench:tree: ${what} not found; ./build.sh bench installs what it needs`);
  process.exit(2);
}

function time(name, shell) {
  const start = performance.now();
  const { status, signal } = spawnSync('bash', ['-c', shell], { stdio: 'ignore' });
  const elapsed = performance.now() - start;
  if (!(ENDS[name] ?? ENDS_OF_CHECK).includes(status))
    throw new Error(`bench:tree: "${name}" ended with ${signal ?? `status ${status}`}: ${shell}`);
  return elapsed;
}

function table(title, tree) {
  const runs = commands(tree);
  const times = Object.fromEntries(Object.keys(runs).map((name) => [name, []]));
  // In turns, so that the machine's state weighs on each alike; iconv, a process a file, on its
  // own after them: the command timed after it in a turn ran a third slower.
  const inTurns = Object.keys(runs).filter((name) => name !== ICONV);
  for (let run = 0; run < RUNS; run++) for (const name of inTurns) times[name].push(time(name, runs[name]));
  if (runs[ICONV]) for (let run = 0; run < RUNS; run++) times[ICONV].push(time(ICONV, runs[ICONV]));
  const fastestPeer = Math.min(...PEERS.filter((name) => runs[name]).map((name) => median(times[name])));
  console.log(`\n### ${title} (${countFiles(tree).toLocaleString('en')} files): seconds, median of ${RUNS} whole runs\n`);
  console.log('| command | seconds | to the fastest peer |\n|---|---:|---:|');
  for (const name of Object.keys(runs)) {
    const seconds = median(times[name]) / 1000;
    console.log(`| ${name} | ${seconds.toFixed(2)} | ${(median(times[name]) / fastestPeer).toFixed(2)}x |`);
  }
}

await loadEncodings();
console.log(`check -r on real trees: Node ${process.version}, ${os.cpus()[0].model}, ${os.cpus().length} cores`);
requirePeers(quick ? PEERS.filter((name) => name !== ICONV) : PEERS);
const tree = includeTree();
try {
  table(`a copy of /usr/include with ${LEGACY_FILES} files in legacy encodings`, tree);
} finally {
  rmSync(tree, { recursive: true, force: true });
}
if (!quick) table('/usr/share', '/usr/share');
