// Practice's answer controls, by kind: a field for bytes, a code point or a text; a byte and a
// reason to pick (Find the error); the template's groups of bits, each checked as soon as it is
// full (By the bits); a reading to pick (Mojibake, level 1). What they hold is the answer that
// grading.js' gradeAnswer takes.
import { $, element } from '../dom.js';
import { number, t } from '../i18n.js';
import { markersOf, payloadBits, reasonsOf } from './exercises.js';
import { hex } from '../utf8-abnf/js/texts.js';

/** The controls in `section` for `utf8`'s exercises: { show(exercise), answerOf(), restore(answer) }. */
export function createAnswerControls(utf8, section) {
  let exercise = null;
  const answerField = () => $('practice-input');
  const answerOf = () => {
    if (exercise.kind === 'mojibake' && exercise.level === 1) {
      const picked = section.querySelector('input[name="practice-reading"]:checked');
      return picked ? Number(picked.value) : null;
    }
    if (exercise.kind === 'find-error') {
      const picked = section.querySelector('input[name="practice-byte"]:checked');
      return { index: picked ? Number(picked.value) : null, reason: $('practice-reason').value || null };
    }
    if (exercise.kind === 'bits') return [...section.querySelectorAll('.practice-group input')].map((input) => input.value);
    return answerField().value;
  };

  function show(shown) {
    exercise = shown;
    const box = $('practice-answer');
    box.replaceChildren();
    if (exercise.kind !== 'find-error' && exercise.kind !== 'bits' && !(exercise.kind === 'mojibake' && exercise.level === 1)) {
      const label = element('label', '', t('practice.answer'));
      label.htmlFor = 'practice-input';
      const input = element('input');
      Object.assign(input, { id: 'practice-input', type: 'text', autocomplete: 'off', spellcheck: false });
      input.setAttribute('autocapitalize', 'off');
      input.setAttribute('aria-describedby', 'practice-help');
      box.append(
        label,
        input,
        element(
          'p',
          'help',
          t(exercise.kind === 'mojibake' ? `practice.help.mojibake.${exercise.level}` : `practice.help.${exercise.kind}`),
        ),
      );
      box.lastChild.id = 'practice-help';
      return;
    }
    const fieldset = element('fieldset', 'practice-fieldset');
    fieldset.append(element('legend', '', t('practice.answer')));
    box.append(fieldset);
    if (exercise.kind === 'mojibake') {
      // The readings to pick from, each in its own line, in the page's language's font but as text.
      exercise.options.forEach(({ shown }, index) => {
        const label = element('label', 'practice-reading');
        const radio = element('input');
        Object.assign(radio, { type: 'radio', name: 'practice-reading', value: String(index) });
        label.append(radio, ' ', element('span', 'practice-reading-text', shown));
        fieldset.append(label);
      });
      return;
    }
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
    } else if (exercise.kind === 'mojibake' && exercise.level === 1) {
      const radio = section.querySelector(`input[name="practice-reading"][value="${answer}"]`);
      if (radio) radio.checked = true;
    } else {
      answerField().value = answer;
    }
  }

  return { show, answerOf, restore };
}
