// Practice progress, kept in this browser's localStorage and nowhere else: answers checked and
// right by kind, mistakes by what went wrong (a misconception, a verdict, or the reason missed in
// Find the error), the latest first answers themselves (to hand in: results.js), and the
// exercise last shown, to resume it. Storage that is full or off, or that holds anything
// but what this page writes (edited by hand, another page's), leaves a fresh progress, never an
// error, and is written over at the next answer.
import { exerciseSpec, KINDS } from './exercises.js';
import { answerEntry, KEPT_ANSWERS } from './results.js';

const KEY = 'utf8-abnf.practice';

const fresh = () => ({ kinds: {}, mistakes: {}, answers: [], last: null });
const isRecord = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const isCount = (value) => Number.isSafeInteger(value) && value >= 0;

// Whether every own property of `record` has a key of `keys` and a value that `valid` accepts.
const allOf = (record, keys, valid) => Object.entries(record).every(([key, value]) => keys.includes(key) && valid(value));

/**
 * The progress store, for the mistakes `mistakes` (grading.js, mistakesOf) and the
 * codec's `reasons`: { read(), record(record, mistake), remember(last), clear() }, each
 * returning the progress.
 */
export function createProgress(mistakes, reasons) {
  // The stored progress, if it is one this page writes; else null.
  function own(stored) {
    if (!isRecord(stored) || !isRecord(stored.kinds) || !isRecord(stored.mistakes)) return null;
    const counts = (value) => isRecord(value) && isCount(value.checked) && isCount(value.right) && value.right <= value.checked;
    if (!allOf(stored.kinds, KINDS, counts) || !allOf(stored.mistakes, mistakes, (times) => isCount(times) && times > 0)) return null;
    const storedLast = stored.last ?? null; // none yet, or an exercise the page makes
    const last = storedLast === null ? null : exerciseSpec(storedLast);
    if (storedLast !== null && !last) return null;
    const answers = stored.answers ?? []; // none in a progress from before answers were kept
    if (!Array.isArray(answers) || answers.length > KEPT_ANSWERS || !answers.every((record) => answerEntry(record, reasons))) return null;
    const kinds = Object.fromEntries(Object.entries(stored.kinds).map(([kind, { checked, right }]) => [kind, { checked, right }]));
    return { kinds, mistakes: { ...stored.mistakes }, answers, last };
  }

  function read() {
    try {
      return own(JSON.parse(localStorage.getItem(KEY))) ?? fresh();
    } catch {
      return fresh(); // storage off, or not JSON
    }
  }

  function write(progress) {
    try {
      localStorage.setItem(KEY, JSON.stringify(progress));
    } catch {} // storage off or full: the progress lasts as long as the page
    return progress;
  }

  return {
    read,
    /**
     * Counts the first answer checked for an exercise (`record`, results.js' answerRecord:
     * [kind, level, seed, n, answer]): `mistake` is what went wrong, or null when it was right.
     */
    record(record, mistake) {
      const progress = read();
      const [kind] = record;
      const counts = progress.kinds[kind] ?? { checked: 0, right: 0 };
      progress.kinds[kind] = { checked: counts.checked + 1, right: counts.right + (mistake ? 0 : 1) };
      if (mistake) progress.mistakes[mistake] = (progress.mistakes[mistake] ?? 0) + 1;
      progress.answers = [...progress.answers, record].slice(-KEPT_ANSWERS);
      return write(progress);
    },
    /** Remembers the exercise on screen ({ kind, level, seed, n }), to open it again. */
    remember: (last) => write({ ...read(), last }),
    clear: () => write(fresh()),
  };
}
