// The notes of check on files that are not UTF-8 (guess.js): naming an encoding costs far more
// than checking, so in a run over many files a worker thread (this module, run in it) makes them
// while the main thread checks on; check.js writes each file's lines in order.
import { readdirSync, readlinkSync } from 'node:fs';
import { availableParallelism, constants, setPriority } from 'node:os';
import { isMainThread, parentPort, receiveMessageOnPort, Worker, workerData } from 'node:worker_threads';
import { fileNoteOn } from './guess.js';

// While the worker holds notes, the main thread lets their answers in this often at least (ms):
// checking whole files runs without a pause the event loop would take them in.
const SETTLE_EVERY = 20;
// The notes given to the worker at most (a sample is 64 KiB at most): past them, the main thread
// waits for the oldest before it checks on.
const MOST_GIVEN = 256;
// The notes the worker answers in one message at most: a message costs more than a note's text,
// and a batch waits no longer than a few notes take.
const BATCH = 8;
const READY = 'ready'; // the worker's message that it is ready; any other is a batch of [id, note]

/**
 * expect(): a file's note is to come (the file is not UTF-8, its errors yet to be found);
 * make(sample, locale): a Promise of fileNoteOn's answer (by `codec()`, the full codec, where made
 * on this thread); settle(): a Promise to await between files (or null), which waits while the
 * worker holds `mostGiven` notes; finish(): a Promise, once every file is checked, of every note
 * made; close(): ends the worker. In a run over `manyFiles`, on more than one core, a worker
 * started at the first file that is not UTF-8 (expect, so that it starts beside the full codec's
 * load, not after it) makes the notes, in order, while the main thread checks on: a tree of
 * UTF-8 starts none, whose start would take a core from the walk. A worker not yet ready when
 * every file is checked (the codec, the models and the tables are not yet made) is ended and the
 * notes are made here, which is then sooner: two threads that both start cold share the cores and
 * each goes slower than one alone. A worker that fails leaves its notes to the main thread.
 * `cores`: those the run may use. `ownProcess`: the process is the run's alone (the command
 * line's), so its other threads are put beneath the two that do the run's work
 * (lowerOtherThreads) when the worker starts.
 */
export function createNoteMaker(
  codec,
  { manyFiles = false, cores = availableParallelism(), mostGiven = MOST_GIVEN, ownProcess = false } = {},
) {
  const threads = manyFiles && cores > 1;
  let worker = null; // null until the first note; false once it failed or was ended
  let ready = false; // whether the worker has made what notes read (FIRST_SAMPLES)
  let settled = performance.now();
  const given = new Map(); // id -> { sample, locale, resolve, answer }, in the order given
  let nextId = 0;
  const here = ({ sample, locale, resolve }) => resolve(fileNoteOn(codec(), sample, locale));
  const takeBack = () => {
    worker = false;
    for (const note of given.values()) here(note);
    given.clear();
  };
  const start = () => {
    if (ownProcess) lowerOtherThreads();
    const started = new Worker(new URL(import.meta.url), { workerData: { checkNotes: true } });
    started.on('message', (message) => {
      if (message === READY) {
        ready = true;
        return;
      }
      for (const [id, note] of message) {
        given.get(id).resolve(note);
        given.delete(id);
      }
    });
    started.on('error', takeBack);
    started.on('exit', takeBack);
    return started;
  };
  return {
    expect() {
      if (threads) worker ??= start();
    },
    make(sample, locale) {
      let resolve;
      const answer = new Promise((settle) => (resolve = settle));
      const note = { sample, locale, resolve, answer };
      if (!threads || worker === false) here(note);
      else {
        worker ??= start();
        const id = nextId++;
        given.set(id, note);
        worker.postMessage({ id, sample, locale });
      }
      return answer;
    },
    settle() {
      if (given.size >= mostGiven) return given.values().next().value.answer;
      if (!given.size || performance.now() - settled < SETTLE_EVERY) return null;
      settled = performance.now();
      return new Promise(setImmediate);
    },
    async finish() {
      if (given.size && !ready) {
        worker.removeAllListeners();
        await worker.terminate();
        takeBack();
      }
      await Promise.all([...given.values()].map(({ answer }) => answer));
    },
    close: () => (worker ? worker.removeAllListeners('exit').terminate() : Promise.resolve()),
  };
}

// Every thread of the process but the calling one, the main thread, at the least priority (V8's,
// for its optimizing compiler and garbage collector, libuv's and Node's), on Linux (elsewhere
// nothing); a thread made afterwards, as the worker is, has the caller's. The scheduler shares a
// core equally among runnable threads of one priority: on two cores the compiler's jobs left the
// worker 40 to 80 per cent of its core; lowered, they have the time the two leave
// (tests/bench/README.md, round 30).
function lowerOtherThreads() {
  let threads;
  let self;
  try {
    const [owner, , thread] = readlinkSync('/proc/thread-self').split('/'); // "pid/task/tid"
    if (Number(owner) !== process.pid) return; // a /proc that numbers threads otherwise
    self = Number(thread);
    threads = readdirSync('/proc/self/task').map(Number);
  } catch {
    return;
  }
  for (const thread of threads) {
    try {
      if (thread !== self) setPriority(thread, constants.priority.PRIORITY_LOW);
    } catch {} // a thread that has ended since
  }
}

// Two short texts that are not UTF-8: "café crème brûlée" in Windows-1252 and "你好，世界" in GBK.
// A note on each makes what every note reads (the language models, the decoders' and encoders'
// tables) before the first file's.
// biome-ignore format: bytes in rows
const FIRST_SAMPLES = [
  [0x63, 0x61, 0x66, 0xe9, 0x20, 0x63, 0x72, 0xe8, 0x6d, 0x65, 0x20, 0x62, 0x72, 0xfb, 0x6c, 0xe9, 0x65],
  [0xc4, 0xe3, 0xba, 0xc3, 0xa3, 0xac, 0xca, 0xc0, 0xbd, 0xe7],
].map((bytes) => ({ before: new Uint8Array(0), bytes: Uint8Array.from(bytes), offset: 0 }));

// The worker started by createNoteMaker: the notes on the samples it is sent, once it has made
// what they read; those sent while it made one, answered together, BATCH at most a message.
if (!isMainThread && workerData?.checkNotes) {
  const { load } = await import('../index-node.js');
  const utf8 = await load();
  for (const sample of FIRST_SAMPLES) fileNoteOn(utf8, sample, 'en');
  parentPort.postMessage(READY);
  parentPort.on('message', (first) => {
    const answers = [];
    for (let sent = first; sent; sent = receiveMessageOnPort(parentPort)?.message) {
      answers.push([sent.id, fileNoteOn(utf8, sent.sample, sent.locale)]);
      if (answers.length === BATCH) parentPort.postMessage(answers.splice(0));
    }
    if (answers.length) parentPort.postMessage(answers);
  });
}
