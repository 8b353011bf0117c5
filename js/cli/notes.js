// The notes of check on files that are not UTF-8 (guess.js): naming an encoding costs far more
// than checking, so in a tree where the notes take long, worker threads make them (this module,
// run in each) while the main thread checks on; check.js writes each file's lines in order.
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { fileNoteOn } from './guess.js';

// The notes are made here until they have taken this long: a thread costs about as much to start
// (the codec, the models, and code not yet compiled), so only a longer run gains by one.
const MADE_HERE_FOR = 2000; // ms
const IN_FLIGHT = 2; // notes a worker holds at once: one it makes, one it takes next

/**
 * make(sample, locale): a Promise of fileNoteOn's answer; settle(): a Promise to await between
 * files (or null); finish(): once every file is checked, makes the notes no worker has taken, here,
 * while the workers go on; close(): ends the workers. The notes wait in one queue that the workers
 * take from as they finish one, so that while the main thread checks files the other cores make
 * notes, and at the end both do. A worker that fails leaves its notes to the main thread.
 * `hereFor`: how long notes are made here before threads start (ms).
 */
export function createNoteMaker(utf8, hereFor = MADE_HERE_FOR) {
  let spent = 0; // ms in notes made here before any thread was started
  let workers = null;
  let nextId = 0;
  const waiting = []; // { resolve, sample, locale }, not yet given to a worker
  const here = ({ resolve, sample, locale }) => resolve(fileNoteOn(utf8, sample, locale));
  const give = () => {
    for (const helper of workers ?? []) {
      while (helper.given.size < IN_FLIGHT && waiting.length) {
        const note = waiting.shift();
        const id = nextId++;
        helper.given.set(id, note);
        helper.worker.postMessage({ id, sample: note.sample, locale: note.locale });
      }
    }
    if (workers?.length === 0) while (waiting.length) here(waiting.shift());
  };
  const start = () =>
    Array.from({ length: Math.max(1, availableParallelism() - 1) }, () => {
      const helper = { worker: new Worker(new URL(import.meta.url), { workerData: { checkNotes: true } }), given: new Map() };
      const fail = () => {
        workers = workers.filter((other) => other !== helper);
        for (const note of helper.given.values()) here(note);
        helper.given.clear();
        give();
      };
      helper.worker.on('message', ({ id, note }) => {
        helper.given.get(id).resolve(note);
        helper.given.delete(id);
        give();
      });
      helper.worker.on('error', fail);
      helper.worker.on('exit', fail);
      return helper;
    });
  const busy = () => waiting.length > 0 || workers?.some(({ given }) => given.size);
  return {
    make(sample, locale) {
      return new Promise((resolve) => {
        if (!workers && spent < hereFor) {
          const started = performance.now();
          here({ resolve, sample, locale });
          spent += performance.now() - started;
          return;
        }
        workers ??= start();
        waiting.push({ resolve, sample, locale });
        give();
      });
    },
    // While workers make notes, the main thread lets their answers in between files: checking
    // whole files runs without a pause the event loop would take them in.
    settle: () => (workers?.some(({ given }) => given.size) ? new Promise(setImmediate) : null),
    async finish() {
      while (busy()) {
        if (waiting.length) here(waiting.pop()); // from the end: the workers take from the start
        await new Promise(setImmediate);
      }
    },
    close: () => Promise.all((workers ?? []).map(({ worker }) => worker.removeAllListeners('exit').terminate())),
  };
}

// A worker started by createNoteMaker: the notes on the samples it is sent.
if (!isMainThread && workerData?.checkNotes) {
  const { load } = await import('../index-node.js');
  const utf8 = await load();
  parentPort.on('message', ({ id, sample, locale }) => parentPort.postMessage({ id, note: fileNoteOn(utf8, sample, locale) }));
}
