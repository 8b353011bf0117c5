// Mojibake exercises, both ways, read and graded by the package's own readings: what a word saved
// as UTF-8 looks like opened in another encoding (decodeAs), what such a text was (repairMojibake),
// and the bytes behind 锟斤拷 and 烫烫烫, which no repair brings back (repairMojibake says why).
// Level 1: pick the reader's view among the word's readings in four encodings; level 2: type the
// word; level 3: type the bytes.
import { decodeAs, hexBytes } from '../utf8-abnf/js/texts.js';

// Words people write, in the scripts the encodings below misread most often.
const WORDS = [
  'café',
  'naïve',
  'Größe',
  'façade',
  'Zürich',
  'crème brûlée',
  'niño',
  'Ελλάδα',
  'Москва',
  'привет',
  '你好',
  '中文',
  '乱码',
  '日本語',
  'こんにちは',
  '한국어',
  '😀',
];
// The encodings a UTF-8 text is most often opened in by mistake, weighted by how often.
const ENCODINGS = ['windows-1252', 'windows-1252', 'gbk', 'gbk', 'windows-1251', 'shift_jis', 'big5', 'euc-kr'];
// What level 3 shows: [text, repeated from, to]. 锟斤拷 is EF BF BD twice (U+FFFD in UTF-8, read
// as GBK); 烫 and 屯 are the bytes CC and CD, the fill of memory never written.
const LOST = [
  ['锟斤拷', 1, 3],
  ['烫', 2, 6],
  ['屯', 2, 6],
];
const OPTIONS = 4;

// The word's reading in `encoding` when it is the mojibake the package takes back to the word
// (no U+FFFD in it, and repairMojibake finds the word): else null.
function misreading(utf8, word, encoding) {
  const shown = decodeAs(encoding, utf8.encode(word)).text;
  if (shown.includes('\uFFFD')) return null;
  const repair = utf8.repairMojibake(utf8.encode(shown));
  return repair?.kind === 'encoded-again' && repair.text === word ? shown : null;
}

/**
 * A mojibake exercise at `level`, drawn by `random` (exercises.js): { shown (the reader's
 * view), encoding (what it was read as), repair (repairMojibake of its UTF-8), bytes (that UTF-8) }
 * and, by level:
 * - 1: { text, options: [{ encoding, shown }], answer: the index of the reader's view };
 * - 2: { answer: the word };
 * - 3: { answer: the bytes read }.
 */
export function mojibakeExercise(utf8, random, level) {
  if (level === 3) {
    const [text, from, to] = random.pick(LOST);
    const shown = text.repeat(random.between(from, to));
    const repair = utf8.repairMojibake(utf8.encode(shown));
    return { shown, encoding: 'gbk', repair, bytes: utf8.encode(shown), answer: repair.bytes };
  }
  for (;;) {
    const [text, encoding] = [random.pick(WORDS), random.pick(ENCODINGS)];
    const shown = misreading(utf8, text, encoding);
    if (!shown) continue;
    // What the package says of the reader's view, and its bytes as UTF-8 (for the breakdown).
    const seen = { shown, encoding, repair: utf8.repairMojibake(utf8.encode(shown)), bytes: utf8.encode(shown) };
    if (level === 2) return { ...seen, answer: text };
    const options = [{ encoding, shown }];
    for (const other of new Set(ENCODINGS)) {
      const seen = decodeAs(other, utf8.encode(text)).text;
      if (options.length < OPTIONS && !options.some((option) => option.shown === seen)) options.push({ encoding: other, shown: seen });
    }
    // Shuffled, the reader's view among them anywhere.
    for (let k = options.length - 1; k > 0; k--) {
      const j = random.below(k + 1);
      [options[k], options[j]] = [options[j], options[k]];
    }
    return { ...seen, text, options, answer: options.findIndex((option) => option.encoding === encoding) };
  }
}

/**
 * Grades a mojibake answer: the option's index (level 1), the word typed (2), the bytes typed in
 * any notation the Bytes field reads (3). Verdicts: right; misread (another encoding's view);
 * not-original; not-the-bytes; unreadable; empty.
 */
export function gradeMojibake(utf8, exercise, answer, locale) {
  if (exercise.level === 1) {
    const chosen = Number.isInteger(answer) ? exercise.options[answer] : undefined;
    if (!chosen) return { correct: false, verdict: 'empty' };
    return chosen.encoding === exercise.encoding ? { correct: true, verdict: 'right' } : { correct: false, verdict: 'misread', chosen };
  }
  if (typeof answer !== 'string' || answer.trim() === '') return { correct: false, verdict: 'empty' };
  if (exercise.level === 2) {
    return answer.trim().normalize('NFC') === exercise.answer
      ? { correct: true, verdict: 'right' }
      : { correct: false, verdict: 'not-original' };
  }
  const read = utf8.parseBytes(answer, { locale });
  if (!read.ok) return { correct: false, verdict: 'unreadable', message: read.message };
  if (hexBytes(read.bytes) === hexBytes(exercise.answer)) return { correct: true, verdict: 'right' };
  return { correct: false, verdict: 'not-the-bytes', bytes: read.bytes, yours: decodeAs(exercise.encoding, read.bytes).text };
}
