// Practice: the section that asks (practice-exercises.js), reads the learner's answer, grades it
// by the codec (practice-grading.js) and says why (practice-feedback.js). The exercise on screen is
// always the one the address names (#practice=…), so that a link or a reload opens it again.
import { $, element } from './dom.js';
import { locale, number, t } from './i18n.js';
import { practiceFragment } from './link.js';
import {
  END_SHARE,
  EDGE_SHARE,
  exerciseOf,
  KINDS,
  LEVELS,
  MAX_EXERCISE,
  MAX_SEED,
  markersOf,
  payloadBits,
  reasonsOf,
  templateOf,
} from './practice-exercises.js';
import { feedbackNodes, hintText, progressNodes, sentence } from './practice-feedback.js';
import { gradeAnswer, mistakeOf, mistakesOf } from './practice-grading.js';
import { createHandIn } from './practice-hand-in.js';
import { createProgress } from './practice-progress.js';
import { answerRecord } from './practice-results.js';
import { codePointLabel, hex, hexBytes } from './utf8-abnf/js/texts.js';

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

  const answerField = () => $('practice-input');
  const answerOf = () => {
    if (exercise.kind === 'find-error') {
      const picked = section.querySelector('input[name="practice-byte"]:checked');
      return { index: picked ? Number(picked.value) : null, reason: $('practice-reason').value || null };
    }
    if (exercise.kind === 'bits') return [...section.querySelectorAll('.practice-group input')].map((input) => input.value);
    return answerField().value;
  };
  const grade = (answer) => gradeAnswer(utf8, exercise, answer, locale());

  function showFeedback() {
    const box = $('practice-feedback');
    box.replaceChildren();
    if (!graded) return;
    box.append(...feedbackNodes(exercise, graded.grade));
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

  // The answer's controls for the kind: a field for bytes or a code point, a byte and a reason to
  // pick, or the template's groups of bits, each checked as soon as it is full.
  function answerControls() {
    const box = $('practice-answer');
    box.replaceChildren();
    if (exercise.kind === 'encode' || exercise.kind === 'decode') {
      const label = element('label', '', t('practice.answer'));
      label.htmlFor = 'practice-input';
      const input = element('input');
      Object.assign(input, { id: 'practice-input', type: 'text', autocomplete: 'off', spellcheck: false });
      input.setAttribute('autocapitalize', 'off');
      input.setAttribute('aria-describedby', 'practice-help');
      box.append(label, input, element('p', 'help', t(`practice.help.${exercise.kind}`)));
      box.lastChild.id = 'practice-help';
      return;
    }
    const fieldset = element('fieldset', 'practice-fieldset');
    fieldset.append(element('legend', '', t('practice.answer')));
    box.append(fieldset);
    if (exercise.kind === 'find-error') {
      const bytes = element('fieldset', 'practice-bytes');
      bytes.append(element('legend', '', t('practice.byte')));
      exercise.bytes.forEach((byte, index) => {
        const label = element('label', 'practice-byte');
        const radio = element('input');
        Object.assign(radio, { type: 'radio', name: 'practice-byte', value: String(index) });
        // Each byte under its offset, counted from 0 as everywhere on the page.
        const offset = element('span', 'practice-offset', number(index));
        offset.setAttribute('aria-hidden', 'true');
        label.append(offset, radio, element('code', '', hex(byte)));
        label.title = t('practice.byte-option', { index: number(index), byte: hex(byte) });
        radio.setAttribute('aria-label', label.title);
        bytes.append(label);
      });
      const reasonLabel = element('label', '', t('practice.reason'));
      reasonLabel.htmlFor = 'practice-reason';
      const select = element('select');
      select.id = 'practice-reason';
      select.append(new Option(t('practice.choose-reason'), ''));
      for (const reason of reasonsOf(utf8)) select.append(new Option(t(`reason.${reason}`), reason));
      fieldset.append(bytes, reasonLabel, select);
      return;
    }
    const right = markersOf(exercise.alternative).map((marker, k) => payloadBits(exercise.answer[k], marker));
    markersOf(exercise.alternative).forEach((marker, k) => {
      const group = element('span', 'practice-group');
      const input = element('input');
      const size = 8 - marker.length;
      Object.assign(input, { type: 'text', inputMode: 'numeric', maxLength: size, size, autocomplete: 'off', spellcheck: false });
      input.setAttribute('aria-label', t('practice.group', { byte: number(k), count: number(size), marker }));
      const mark = element('span', 'practice-mark');
      mark.setAttribute('aria-live', 'polite');
      input.addEventListener('input', () => {
        input.value = input.value.replace(/[^01]/g, '');
        const full = input.value.length === size;
        mark.textContent = full ? t(input.value === right[k] ? 'practice.group-right' : 'practice.group-differs') : '';
        mark.className = `practice-mark${full ? (input.value === right[k] ? ' right' : ' differs') : ''}`;
      });
      group.append(element('span', 'bit marker', marker), input, mark);
      fieldset.append(group);
    });
  }

  // Puts an answer back in the controls answerControls made again.
  function restore(answer) {
    if (exercise.kind === 'find-error') {
      const radio = section.querySelector(`input[name="practice-byte"][value="${answer.index}"]`);
      if (radio) radio.checked = true;
      $('practice-reason').value = answer.reason ?? '';
    } else if (exercise.kind === 'bits') {
      for (const [k, input] of section.querySelectorAll('.practice-group input').entries()) {
        input.value = answer[k];
        input.dispatchEvent(new Event('input'));
      }
    } else {
      answerField().value = answer;
    }
  }

  // The character asked for: itself, or for one the page shows as a badge, what it is in words
  // (describeCharacter's title after the code point, which the prompt gives already): a badge in
  // a sentence reads as a word of it ("Build U+0080 (C1)", the byte C1).
  function characterShown(codePoint) {
    const { badge, title } = utf8.describeCharacter(codePoint, { locale: locale() });
    return badge ? title.slice(codePointLabel(codePoint).length).trim() : characterNode(codePoint);
  }

  function showPrompt() {
    const { kind } = exercise;
    // The series' last exercise says so: its Next is off (show).
    const where = spec.n >= MAX_EXERCISE ? 'practice.where-last' : 'practice.where';
    $('practice-where').replaceChildren(t(where, { n: number(spec.n), seed: String(spec.seed) }));
    const link = element('a', '', t('practice.link'));
    link.href = practiceFragment(spec);
    $('practice-where').append(link);
    const params =
      kind === 'encode' || kind === 'bits'
        ? {
            codePoint: codePointLabel(exercise.codePoint),
            character: characterShown(exercise.codePoint),
            template: templateOf(exercise.alternative),
          }
        : { bytes: hexBytes(exercise.bytes) };
    $('practice-prompt').replaceChildren(...sentence(`practice.prompt.${kind}`, params));
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
    answerControls();
    // The series' last exercise has no next: a link to one would name none.
    $('practice-next').disabled = spec.n >= MAX_EXERCISE;
    $('practice-hint-text').hidden = true;
    showFeedback();
    showProgress();
  }

  $('practice-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const answer = answerOf();
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

  // Find the error's levels are of reasons; the other kinds' of alternatives.
  function fillLevels() {
    const select = $('practice-level');
    const name = (level) => t(spec?.kind === 'find-error' ? `practice.level.find-error.${level}` : `practice.level.${level}`);
    select.replaceChildren(...LEVELS.map((level) => new Option(name(level), String(level))));
    if (spec) select.value = String(spec.level);
    // What share of the code points asked are everyday characters, and what share edge cases.
    const mix = $('practice-mix');
    mix.hidden = !spec || spec.kind === 'find-error';
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
      const answer = answerOf();
      showPrompt();
      answerControls();
      restore(answer);
      if (graded) graded = { answer: graded.answer, grade: grade(graded.answer) };
      if (!$('practice-hint-text').hidden) $('practice-hint-text').textContent = hintText(exercise);
      showFeedback();
      showProgress();
    },
  };
}
