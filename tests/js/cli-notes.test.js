// The command line's notes made by a worker thread (js/cli/notes.js) in a run over many files:
// each note is the one the main thread would make, each file's in its own Promise, whichever
// thread makes it; a worker not yet ready when every file is checked leaves them here. In the
// command line's own process, the worker and the main thread come before its other threads.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { load } from 'utf8-abnf';
import { createSampler, fileNoteOn } from '../../js/cli/guess.js';
import { createNoteMaker } from '../../js/cli/notes.js';
import { encodeIn, loadEncodings, otherEncoding } from '../../js/encodings/other-encodings.js';
import { cliFixture } from './cli-run.js';

// biome-ignore format: a table, an encoding and its text a row
const TEXTS = [
  ['windows-1252', 'Café crème, brûlée à la française.'], ['gbk', '这个文件不是用 UTF-8 保存的。'],
  ['windows-1251', 'Этот файл сохранён не в UTF-8.'], ['shift_jis', 'このファイルは UTF-8 ではありません。'],
];
const LOCALES = Array.from({ length: 12 }, (_, k) => (k % 2 ? 'zh' : 'en'));
let utf8;
let SAMPLES;
beforeAll(async () => {
  utf8 = await load();
  await loadEncodings();
  SAMPLES = LOCALES.map((_, k) => {
    const [name, text] = TEXTS[k % TEXTS.length];
    return sampleOf(encodeIn(otherEncoding(name), `${text}\n`.repeat(k + 1)));
  });
});

// The sample check takes from a file's bytes, from its first error on.
function sampleOf(bytes) {
  const sampler = createSampler();
  sampler.add(bytes, 0);
  sampler.from(utf8.check(bytes).index);
  return sampler.sample();
}

// The codec as the main thread holds it, counting the notes it makes.
function watchedCodec() {
  const watched = Object.create(utf8, {
    identify: {
      value: (bytes) => {
        watched.madeHere++;
        return utf8.identify(bytes);
      },
    },
  });
  watched.madeHere = 0;
  return watched;
}

const THREADS = { manyFiles: true, cores: 2 };

test('notes made by the worker are those made here, each for its own file', async () => {
  const watched = watchedCodec();
  const notes = createNoteMaker(() => watched, THREADS);
  try {
    const made = await Promise.all(SAMPLES.map((sample, k) => notes.make(sample, LOCALES[k])));
    await notes.finish();
    expect(watched.madeHere).toBe(0);
    expect(made).toEqual(SAMPLES.map((sample, k) => fileNoteOn(utf8, sample, LOCALES[k])));
    expect(made.map(({ guess }) => guess.encoding)).toEqual(SAMPLES.map((_, k) => TEXTS[k % TEXTS.length][0]));
  } finally {
    expect(await notes.close()).toBe(1); // the worker's exit code, ended
  }
});

test('a worker not yet ready when the files are checked leaves the notes here', async () => {
  const watched = watchedCodec();
  const notes = createNoteMaker(() => watched, THREADS);
  try {
    const made = SAMPLES.map((sample, k) => notes.make(sample, LOCALES[k]));
    await notes.finish();
    expect(watched.madeHere).toBe(SAMPLES.length);
    expect(await Promise.all(made)).toEqual(SAMPLES.map((sample, k) => fileNoteOn(utf8, sample, LOCALES[k])));
    // Every later note is made here too.
    expect(await notes.make(SAMPLES[0], 'en')).toEqual(fileNoteOn(utf8, SAMPLES[0], 'en'));
    expect(watched.madeHere).toBe(SAMPLES.length + 1);
  } finally {
    await notes.close();
  }
});

test('a worker ready when the files are checked makes the notes, though it has not made them yet', async () => {
  const watched = watchedCodec();
  const notes = createNoteMaker(() => watched, THREADS);
  try {
    const first = await notes.make(SAMPLES[0], LOCALES[0]); // answered by the worker, so it is ready
    const made = SAMPLES.slice(1).map((sample, k) => notes.make(sample, LOCALES[k + 1]));
    let answered = 0;
    for (const answer of made) answer.then(() => answered++);
    await notes.finish(); // once every note is made
    expect(answered).toBe(SAMPLES.length - 1);
    expect(watched.madeHere).toBe(0);
    expect([first, ...(await Promise.all(made))]).toEqual(SAMPLES.map((sample, k) => fileNoteOn(utf8, sample, LOCALES[k])));
  } finally {
    await notes.close();
  }
});

test('expect starts the worker before the first note, which it then makes', async () => {
  const watched = watchedCodec();
  const notes = createNoteMaker(() => watched, THREADS);
  try {
    notes.expect();
    notes.expect(); // one worker still
    const made = await notes.make(SAMPLES[2], LOCALES[2]);
    await notes.finish();
    expect(watched.madeHere).toBe(0);
    expect(made).toEqual(fileNoteOn(utf8, SAMPLES[2], LOCALES[2]));
  } finally {
    expect(await notes.close()).toBe(1);
  }
});

test('expect, with no note after it, leaves a worker that close ends; on one core it starts none', async () => {
  const expected = createNoteMaker(() => utf8, THREADS);
  expected.expect();
  await expected.finish();
  expect(typeof (await expected.close())).toBe('number'); // a worker's exit code: one was ended
  const alone = createNoteMaker(() => utf8, { manyFiles: true, cores: 1 });
  alone.expect();
  await alone.finish();
  expect(await alone.close()).toBeUndefined();
});

test('past mostGiven notes in the worker, settle waits for the oldest', async () => {
  const notes = createNoteMaker(() => utf8, { ...THREADS, mostGiven: 2 });
  try {
    const first = notes.make(SAMPLES[0], 'en');
    let answered = false;
    first.then(() => (answered = true));
    notes.make(SAMPLES[1], 'en');
    await notes.settle();
    expect(answered).toBe(true);
    await notes.finish();
  } finally {
    await notes.close();
  }
});

test('one file, or one core: every note is made here', async () => {
  for (const options of [
    { manyFiles: false, cores: 2 },
    { manyFiles: true, cores: 1 },
  ]) {
    const watched = watchedCodec();
    const notes = createNoteMaker(() => watched, options);
    const made = notes.make(SAMPLES[1], 'zh');
    expect(watched.madeHere).toBe(1);
    expect(notes.settle()).toBeNull();
    expect(await made).toEqual(fileNoteOn(utf8, SAMPLES[1], 'zh'));
    await notes.finish();
    expect(await notes.close()).toBeUndefined(); // no worker to end
  }
});

// The nice value of each thread of process `pid`, by thread id (proc(5): the 19th field of its
// stat, the 17th after the name's closing parenthesis).
function niceByThread(pid) {
  const nice = new Map();
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${thread}/stat`, 'utf8');
      nice.set(Number(thread), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
    } catch {} // a thread that has ended
  }
  return nice;
}

const fixture = cliFixture();
// Where a worker can start (more than one core) and threads' priorities can be read (Linux).
const lowers = availableParallelism() > 1 && existsSync('/proc/self/task') ? test : test.skip;

lowers("the command line's worker and main thread keep their priority, its other threads are lowered", async () => {
  fixture.file('menu.txt', encodeIn(otherEncoding('windows-1252'), 'Café crème, brûlée à la française.\n'));
  // The folder's file starts the worker; stdin, read next, holds the run until the test ends it.
  // The command line from its sources, so that a mutant of them is what runs.
  const cli = spawn(process.execPath, ['js/cli/main.js', 'check', '-r', fixture.folder, '-'], { env: { ...process.env, LANG: 'C.UTF-8' } });
  let stdout = '';
  cli.stdout.on('data', (data) => (stdout += data));
  const exited = new Promise((resolve) => cli.on('close', resolve));
  try {
    const own = niceByThread(process.pid).get(process.pid); // the command line's, inherited
    const othersOf = (nice) => [...nice].filter(([thread]) => thread !== cli.pid).map(([, value]) => value);
    // Until the threads are lowered and the worker is made (or 10 s).
    let nice = niceByThread(cli.pid);
    for (const until = Date.now() + 10000; Date.now() < until; nice = niceByThread(cli.pid)) {
      if (othersOf(nice).includes(19) && othersOf(nice).includes(own)) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const others = othersOf(nice);
    expect(nice.get(cli.pid)).toBe(own);
    expect(others).toContain(19); // V8's threads, Node's, libuv's
    expect(others).toContain(own); // the worker, made after
    expect(others.every((value) => value === own || value === 19)).toBe(true);
  } finally {
    cli.stdin.end('UTF-8\n');
  }
  expect(await exited).toBe(1);
  expect(stdout).toMatch(/menu\.txt.*looks like Windows-1252/);
});
