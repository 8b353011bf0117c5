// The notes of check on files that are not UTF-8 (cli-guess.js): naming an encoding costs far more
// than checking, so in a tree with many such files worker threads make the notes (this module, run
// in each) while the main thread checks on; cli-check.js writes each file's lines in order.
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { fileNoteOn } from './cli-guess.js';

const MADE_HERE_FIRST = 3; // a check with a few such files starts no thread
const GIVEN_AT_ONCE = 8; // notes a worker is given at most; past them the main thread makes one

/**
 * make(sample, locale): a Promise of fileNoteOn's answer, made here or by a worker; settle(): a
 * Promise to await between files (or null); close(): ends the workers. A worker that fails leaves
 * its notes to the main thread.
 */
export function createNoteMaker(utf8) {
  let made = 0;
  let workers = null;
  let nextId = 0;
  const here = (sample, locale) => fileNoteOn(utf8, sample, locale);
  const start = () =>
    Array.from({ length: Math.max(1, availableParallelism() - 1) }, () => {
      const helper = { worker: new Worker(new URL(import.meta.url), { workerData: { checkNotes: true } }), given: new Map() };
      const fail = () => {
        workers = workers.filter((other) => other !== helper);
        for (const { resolve, sample, locale } of helper.given.values()) resolve(here(sample, locale));
        helper.given.clear();
      };
      helper.worker.on('message', ({ id, note }) => {
        helper.given.get(id).resolve(note);
        helper.given.delete(id);
      });
      helper.worker.on('error', fail);
      helper.worker.on('exit', fail);
      return helper;
    });
  return {
    make(sample, locale) {
      if (++made <= MADE_HERE_FIRST) return Promise.resolve(here(sample, locale));
      workers ??= start();
      const helper = workers.reduce((best, other) => (other.given.size < best.given.size ? other : best), workers[0] ?? null);
      if (!helper || helper.given.size >= GIVEN_AT_ONCE) return Promise.resolve(here(sample, locale));
      const id = nextId++;
      return new Promise((resolve) => {
        helper.given.set(id, { resolve, sample, locale });
        helper.worker.postMessage({ id, sample, locale });
      });
    },
    // While workers make notes, the main thread lets their answers in between files: checking
    // whole files runs without a pause the event loop would take them in.
    settle: () => (workers?.some(({ given }) => given.size) ? new Promise(setImmediate) : null),
    close: () => Promise.all((workers ?? []).map(({ worker }) => worker.removeAllListeners('exit').terminate())),
  };
}

// A worker started by createNoteMaker: the notes on the samples it is sent.
if (!isMainThread && workerData?.checkNotes) {
  const { load } = await import('./index-node.js');
  const utf8 = await load();
  parentPort.on('message', ({ id, sample, locale }) => parentPort.postMessage({ id, note: fileNoteOn(utf8, sample, locale) }));
}
