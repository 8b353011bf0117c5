// A printable worksheet: ten exercises of the series on screen, from the one shown, with their
// answer key on a page of its own. The exercises are the series' own (a link opens each), so a
// teacher's sheet and the page agree; the page prints it and then shows itself again.
import { $, element } from '../dom.js';
import { number, t } from '../i18n.js';
import { practiceFragment } from '../link.js';
import { exerciseOf, MAX_EXERCISE, markersOf, templateOf } from './exercises.js';
import { codePointLabel, hexBytes, visibleText } from '../utf8-abnf/js/texts.js';

/** Exercises on a sheet. */
export const SHEET_EXERCISES = 10;
const LETTERS = 'abcd';

// What the learner fills in, under the prompt.
function blankFor(exercise) {
  if (exercise.kind === 'find-error') return t('practice.sheet.find-blank', { bytes: hexBytes(exercise.bytes) });
  if (exercise.kind === 'bits') return templateOf(exercise.alternative);
  if (exercise.kind === 'mojibake' && exercise.level === 1)
    return exercise.options.map(({ shown }, k) => `(${LETTERS[k]}) ${visibleText(shown)}`).join('    ');
  return '';
}

/** The right answer, as the key writes it. */
export function keyOf(exercise) {
  if (exercise.kind === 'encode') return hexBytes(exercise.answer);
  if (exercise.kind === 'decode') return codePointLabel(exercise.answer);
  if (exercise.kind === 'find-error')
    return t('practice.results-pick', { index: number(exercise.answer.index), reason: t(`reason.${exercise.answer.reason}`) });
  if (exercise.kind === 'bits') {
    const markers = markersOf(exercise.alternative);
    return Array.from(exercise.answer, (byte, k) => {
      const bits = byte.toString(2).padStart(8, '0');
      return `${markers[k]}${bits.slice(markers[k].length)}`;
    }).join(' ');
  }
  if (exercise.level === 1) return `(${LETTERS[exercise.answer]}) ${visibleText(exercise.options[exercise.answer].shown)}`;
  return exercise.level === 2 ? exercise.answer : hexBytes(exercise.answer);
}

/**
 * Sets up the Worksheet button; `promptNodes(exercise)` words an exercise as the page asks it, and
 * `spec()` is the exercise on screen.
 */
export function createWorksheet(utf8, { promptNodes, spec }) {
  const sheet = $('worksheet');
  function build() {
    const { kind, level, seed, n } = spec();
    const specs = Array.from({ length: Math.min(SHEET_EXERCISES, MAX_EXERCISE - n + 1) }, (_, k) => ({ kind, level, seed, n: n + k }));
    const exercises = specs.map((each) => exerciseOf(utf8, each));
    const address = (each) => `${location.origin}${location.pathname}${practiceFragment(each)}`;
    const title = t('practice.sheet.title', {
      kind: t(`practice.kind.${kind}`),
      level: number(level),
      seed: String(seed),
      first: number(n),
      last: number(n + specs.length - 1),
    });
    const questions = element('ol', 'worksheet-questions');
    const key = element('ol', 'worksheet-key');
    for (const [k, exercise] of exercises.entries()) {
      const item = element('li');
      item.value = specs[k].n;
      const prompt = element('p');
      prompt.append(...promptNodes(exercise));
      item.append(prompt, element('p', 'worksheet-blank mono', blankFor(exercise)), element('p', 'worksheet-line'));
      questions.append(item);
      const answer = element('li', 'mono', keyOf(exercise));
      answer.value = specs[k].n;
      key.append(answer);
    }
    sheet.replaceChildren(
      element('h2', '', title),
      element('p', 'help', t('practice.sheet.link', { address: address(specs[0]) })),
      questions,
      element('h2', 'worksheet-key-title', t('practice.sheet.key', { title })),
      key,
    );
  }
  $('practice-worksheet').addEventListener('click', () => {
    build();
    // Only print shows the sheet (style.css), and only until the print is done.
    document.body.dataset.printing = 'worksheet';
    addEventListener('afterprint', () => delete document.body.dataset.printing, { once: true });
    print();
  });
  return { build };
}
