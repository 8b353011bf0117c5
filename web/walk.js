// "Section 4, step by step": a guided path in section 4's own order. UTF8-1, UTF8-2, UTF8-3's four
// alternatives and UTF8-4's three, each with an example in the field and its alternative chosen
// (the breakdown shows each byte beside its range, the grammar marks the alternative); then the
// bytes no rule starts with, the summary of every byte value, and section 4's eight examples
// together. Every range and example comes from the grammar and the examples menu.
import { byteRuns, rangeText } from './panels/byte-ranges.js';
import { $ } from './dom.js';
import { EXAMPLES } from './examples.js';
import { count, number, t } from './i18n.js';
import { codePointLabel, hexBytes } from './utf8-abnf/js/texts.js';

const examplesOf = (group) => EXAMPLES.find(([key]) => key === group)[1].map(([, bytes]) => bytes);

/**
 * Sets up the walk; `showBytes(hex)` puts bytes in the field, `select(key)` chooses an alternative
 * (null: none), `goTo(id)` brings a panel into view. Returns { relabel() }.
 */
export function createWalk(utf8, { showBytes, select, goTo }) {
  const keyOf = (entry) => `UTF8-${entry.rule}/${entry.alternative}`;
  const valid = examplesOf('example.group.valid'); // one per alternative, in the grammar's order
  const section = examplesOf('example.group.section-4');
  const runs = byteRuns(utf8.grammar);
  const runOf = (part) => runs.find((run) => run.part === part);
  const steps = [
    ...utf8.grammar.map((entry, k) => ({ entry, bytes: valid[k] })),
    { text: 'walk.never', bytes: [section[4], section[6]].join(' ') }, // C0 80, F5 80 80 80
    { text: 'walk.table', bytes: null, panel: 'byte-values' },
    { text: 'walk.examples', bytes: section.join(' ') },
  ];
  let at = -1; // the step shown; -1 when the walk is closed

  function words(step) {
    const { entry } = step;
    if (!entry) {
      const [below, above] = [runOf('below-leads'), runOf('above-leads')];
      return t(step.text, {
        below: rangeText([below.from, below.to]),
        above: rangeText([above.from, above.to]),
        example: step.bytes ?? '',
      });
    }
    return t('walk.alternative', {
      name: t('row.alternative', { rule: `UTF8-${entry.rule}`, alternative: entry.alternative }),
      text: entry.text,
      ranges: entry.bytes.map(rangeText).join(' '),
      first: codePointLabel(entry.first),
      last: codePointLabel(entry.last),
      example: step.bytes,
    });
  }

  function show(k) {
    at = k;
    const box = $('walk');
    box.hidden = k < 0;
    $('walk-open').setAttribute('aria-expanded', String(k >= 0));
    if (k < 0) return;
    const step = steps[k];
    if (step.bytes) showBytes(step.bytes);
    select(step.entry ? keyOf(step.entry) : null);
    $('walk-step').textContent = t('walk.step', { step: number(k + 1), steps: count('steps', steps.length) });
    $('walk-text').textContent = said();
    $('walk-back').disabled = k === 0;
    $('walk-next').disabled = k === steps.length - 1;
    if (step.panel) goTo(step.panel);
  }

  $('walk-open').addEventListener('click', () => {
    show(at < 0 ? 0 : -1);
    if (at === 0) $('walk-next').focus();
  });
  $('walk-back').addEventListener('click', () => show(Math.max(0, at - 1)));
  $('walk-next').addEventListener('click', () => show(Math.min(steps.length - 1, at + 1)));
  $('walk-close').addEventListener('click', () => {
    show(-1);
    $('walk-open').focus();
  });

  let field = ''; // the field's bytes, as hex
  // The step's words, or, once the field no longer holds the step's example, that it does not.
  const said = () => (steps[at].bytes === null || steps[at].bytes === field ? words(steps[at]) : t('walk.changed'));

  return {
    /** Says the step shown again, in the page's language (the field keeps its bytes). */
    relabel() {
      if (at < 0) return;
      $('walk-step').textContent = t('walk.step', { step: number(at + 1), steps: count('steps', steps.length) });
      $('walk-text').textContent = said();
    },
    /** Takes the bytes the field now holds: a step says what they are only while they are its example. */
    seen(bytes) {
      field = hexBytes(bytes);
      if (at >= 0) $('walk-text').textContent = said();
    },
  };
}
