// Practice: the section that asks (exercises.js), reads the learner's answer, grades it
// by the codec (grading.js) and says why (feedback.js). The exercise on screen is
// always the one the address names (#practice=…), so that a link or a reload opens it again.
import { $, element, sentence } from '../dom.js';
import { locale, number, t } from '../i18n.js';
import { practiceFragment } from '../link.js';
import { createAnswerControls } from './answer.js';
import { END_SHARE, EDGE_SHARE, exerciseOf, KINDS, LEVELS, MAX_EXERCISE, MAX_SEED, reasonsOf, templateOf } from './exercises.js';
import { feedbackNodes, hintText, progressNodes } from './feedback.js';
import { gradeAnswer, mistakeOf, mistakesOf } from './grading.js';
import { createHandIn } from './hand-in.js';
import { createProgress } from './progress.js';
import { createWorksheet } from './worksheet.js';
import { answerRecord } from './results.js';
import { codePointLabel, encodingTitle, hexBytes } from '../utf8-abnf/js/texts.js';

const newSeed = () => crypto.getRandomValues(new Uint32Array(1))[0] % (MAX_SEED + 1);

/**
 * Sets up the section; `showFragment(fragment, push)` puts an exercise's link in the address,
 * `leave()` goes back to explaining bytes. Returns { open(spec), close(), isOpen(), relabel() }.
 */
export function createPractice(utf8, { characterNode, showFragment, leave }) {
  const section = $('practice');
  const progress = createProgress(mistakesOf(reasonsOf(utf8)), reasonsOf(utf8));
  let spec = null; // { kind, level, seed, n } on screen
  let exercise = null;
  let graded = null; // the answer last checked, graded again in a new language
  let counted = false; // whether the progress has this exercise's first graded answer

  const answers = createAnswerControls(utf8, section);
  const grade = (answer) => gradeAnswer(utf8, exercise, answer, locale());

  function showFeedback() {
    const box = $('practice-feedback');
    box.replaceChildren();
    if (!graded) return;
    box.append(...feedbackNodes(exercise, graded.grade, { characterNode }));
    // The learner's bytes, or the exercise's; none for an answer that said nothing to grade.
    const bytes = graded.grade.bytes ?? exercise.bytes;
    if (!['empty', 'unreadable'].includes(graded.grade.verdict) && bytes?.length) {
      const open = element('a', 'practice-open', t('practice.open-breakdown'));
      open.href = `#hex=${hexBytes(bytes).replaceAll(' ', '').toLowerCase()}`;
      box.append(element('p', '', ''), open);
    }
  }

  function showProgress() {
    $('practice-progress').replaceChildren(...progressNodes(progress.read(), reasonsOf(utf8)));
  }

  // The character asked for: itself, or for one the page shows as a badge, what it is in words
  // (describeCharacter's title after the code point, which the prompt gives already): a badge in
  // a sentence reads as a word of it ("Build U+0080 (C1)", the byte C1).
  function characterShown(codePoint) {
    const { badge, title } = utf8.describeCharacter(codePoint, { locale: locale() });
    return badge ? title.slice(codePointLabel(codePoint).length).trim() : characterNode(codePoint);
  }

  /** An exercise's question, as the page asks it (a worksheet too). */
  function promptNodes(shown) {
    const { kind } = shown;
    const params =
      kind === 'encode' || kind === 'bits'
        ? {
            codePoint: codePointLabel(shown.codePoint),
            character: characterShown(shown.codePoint),
            template: templateOf(shown.alternative),
          }
        : kind === 'mojibake'
          ? { text: shown.text ?? '', shown: shown.shown, encoding: encodingTitle(shown.encoding) }
          : { bytes: hexBytes(shown.bytes) };
    return sentence(kind === 'mojibake' ? `practice.prompt.mojibake.${shown.level}` : `practice.prompt.${kind}`, params);
  }

  function showPrompt() {
    const { kind } = exercise;
    // The series' last exercise says so: its Next is off (show).
    const where = spec.n >= MAX_EXERCISE ? 'practice.where-last' : 'practice.where';
    $('practice-where').replaceChildren(t(where, { n: number(spec.n), seed: String(spec.seed) }));
    const link = element('a', '', t('practice.link'));
    link.href = practiceFragment(spec);
    $('practice-where').append(link);
    $('practice-prompt').replaceChildren(...promptNodes(exercise));
    for (const button of section.querySelectorAll('[data-kind]')) button.setAttribute('aria-pressed', String(button.dataset.kind === kind));
    fillLevels();
  }

  /** Shows exercise `next` ({ kind, level, seed, n }); `push` makes it a history entry. */
  function show(next, push) {
    spec = next;
    exercise = exerciseOf(utf8, spec);
    graded = null;
    counted = false;
    progress.remember(spec);
    showFragment(practiceFragment(spec), push);
    showPrompt();
    answers.show(exercise);
    // The series' last exercise has no next: a link to one would name none.
    $('practice-next').disabled = spec.n >= MAX_EXERCISE;
    $('practice-hint-text').hidden = true;
    showFeedback();
    showProgress();
  }

  $('practice-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const answer = answers.answerOf();
    graded = { answer, grade: grade(answer) };
    const mistake = mistakeOf(exercise, graded.grade);
    // The first answer to an exercise counts, as a test would count it; the others are tries.
    if (graded.grade.verdict !== 'empty' && !counted) {
      progress.record(answerRecord(spec, answer), mistake);
      counted = true;
    }
    showFeedback();
    showProgress();
  });
  $('practice-hint').addEventListener('click', () => {
    $('practice-hint-text').textContent = hintText(exercise);
    $('practice-hint-text').hidden = false;
  });
  $('practice-next').addEventListener('click', () => show({ ...spec, n: spec.n + 1 }, true));
  for (const button of section.querySelectorAll('[data-kind]')) {
    button.addEventListener('click', () => show({ ...spec, kind: button.dataset.kind, n: 1 }, true));
  }
  $('practice-level').addEventListener('change', () => show({ ...spec, level: Number($('practice-level').value), n: 1 }, true));
  $('practice-clear').addEventListener('click', () => {
    progress.clear();
    progress.remember(spec);
    showProgress();
    $('practice-progress').prepend(element('p', '', t('practice.cleared')));
  });
  $('practice-leave').addEventListener('click', () => leave());
  const handIn = createHandIn(utf8, { progress, reasons: reasonsOf(utf8) });
  createWorksheet(utf8, { promptNodes, spec: () => spec });

  // Find the error's levels are of reasons, Mojibake's of ways to read it; the other kinds' of alternatives.
  function fillLevels() {
    const select = $('practice-level');
    const ownLevels = ['find-error', 'mojibake'].includes(spec?.kind); // of reasons, of mojibake
    const name = (level) => t(ownLevels ? `practice.level.${spec.kind}.${level}` : `practice.level.${level}`);
    select.replaceChildren(...LEVELS.map((level) => new Option(name(level), String(level))));
    if (spec) select.value = String(spec.level);
    // What share of the code points asked are everyday characters, and what share edge cases.
    const mix = $('practice-mix');
    mix.hidden = !spec || ownLevels;
    if (mix.hidden) return;
    const { edges, of } = spec.level === 3 ? END_SHARE : EDGE_SHARE;
    mix.textContent = t(`practice.mix.${spec.level === 3 ? 'ends' : 'everyday'}`, {
      everyday: number(of - edges),
      edges: number(edges),
      of: number(of),
    });
  }
  fillLevels();

  return {
    isOpen: () => !section.hidden,
    /**
     * Opens the exercise `asked` names, else the last one shown here, else a new series; `push`
     * makes it a history entry of its own.
     */
    open(asked, push) {
      section.hidden = false;
      document.body.dataset.mode = 'practice';
      $('practice-toggle').setAttribute('aria-pressed', 'true');
      const next = asked ?? progress.read().last ?? { kind: KINDS[0], level: LEVELS[0], seed: newSeed(), n: 1 };
      if (!spec || practiceFragment(next) !== practiceFragment(spec)) show(next, push);
      else showFragment(practiceFragment(spec), push);
    },
    close() {
      section.hidden = true;
      delete document.body.dataset.mode;
      $('practice-toggle').setAttribute('aria-pressed', 'false');
    },
    // In another language: every text again, the answer kept and graded again.
    relabel() {
      fillLevels();
      handIn.relabel();
      if (!exercise) return;
      const answer = answers.answerOf();
      showPrompt();
      answers.show(exercise);
      answers.restore(answer);
      if (graded) graded = { answer: graded.answer, grade: grade(graded.answer) };
      if (!$('practice-hint-text').hidden) $('practice-hint-text').textContent = hintText(exercise);
      showFeedback();
      showProgress();
    },
  };
}
