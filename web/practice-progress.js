// Practice progress, kept in this browser's localStorage and nowhere else: answers checked and
// right by kind, mistakes by what went wrong (a verdict, or the reason missed in Find the error),
// and the exercise last shown, to resume it. Storage that is full, off or holds something else
// leaves a fresh progress, never an error.
const KEY = 'utf8-abnf.practice';

const fresh = () => ({ kinds: {}, mistakes: {}, last: null });

export function readProgress() {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY));
    if (stored && typeof stored.kinds === 'object' && typeof stored.mistakes === 'object') return { ...fresh(), ...stored };
  } catch {} // unreadable: start again
  return fresh();
}

function write(progress) {
  try {
    localStorage.setItem(KEY, JSON.stringify(progress));
  } catch {} // storage off or full: the progress lasts as long as the page
  return progress;
}

/** Counts a checked answer: `mistake` is what went wrong, or null when it was right. */
export function recordAnswer(kind, mistake) {
  const progress = readProgress();
  const counts = progress.kinds[kind] ?? { checked: 0, right: 0 };
  progress.kinds[kind] = { checked: counts.checked + 1, right: counts.right + (mistake ? 0 : 1) };
  if (mistake) progress.mistakes[mistake] = (progress.mistakes[mistake] ?? 0) + 1;
  return write(progress);
}

/** Remembers the exercise on screen ({ kind, level, seed, n }), to open it again. */
export const rememberExercise = (last) => write({ ...readProgress(), last });

export const clearProgress = () => write(fresh());
