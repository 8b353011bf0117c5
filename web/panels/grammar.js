// The grammar panel: RFC 3629's ABNF, one button per alternative, and Unicode's Table 3-7 of the
// same ranges; both mark the alternatives the input used.
import { markByteRun, rangeText, renderByteRuns } from './byte-ranges.js';
import { $, abnfNodes, element } from '../dom.js';
import { codePointLabel, hex } from '../utf8-abnf/js/texts.js';
import { count, number, t } from '../i18n.js';

const keyOf = (entry) => `UTF8-${entry.rule}/${entry.alternative}`;

/**
 * Draws the panel; onSelect(key) when an alternative is clicked. Returns { buttons, mark(summary),
 * markFailure(failure), markOutside(lead), relabel() }.
 */
export function createGrammarPanel(utf8, onSelect) {
  const buttons = new Map();
  const abnf = $('abnf');
  // One grid row per rule: its name, "=", and its alternatives, which wrap at their " / ".
  const rule = (name, ...body) => {
    const row = element('div', 'abnf-rule');
    const definition = element('span', 'abnf-body');
    definition.append(...body);
    row.append(element('span', 'abnf-name', name), element('span', 'abnf-equals', '='), definition);
    abnf.append(row);
  };
  rule('UTF8-octets', '*( UTF8-char )');
  rule('UTF8-char', 'UTF8-1 / UTF8-2 / UTF8-3 / UTF8-4');
  for (const number of [1, 2, 3, 4]) {
    const parts = [];
    for (const entry of utf8.grammar.filter((each) => each.rule === number)) {
      const key = keyOf(entry);
      const button = element('button', 'alternative');
      button.append(...abnfNodes(entry.text.replace(/^UTF8-\d = /, '')));
      button.type = 'button';
      button.dataset.alternative = key;
      button.setAttribute('aria-pressed', 'false');
      button.addEventListener('click', () => onSelect(key));
      buttons.set(key, button);
      const group = element('span', 'abnf-alternative');
      group.append(button);
      if (parts.length) parts[parts.length - 1].append(' /');
      if (parts.length) parts.push(' ');
      parts.push(group);
    }
    rule(`UTF8-${number}`, ...parts);
  }
  rule('UTF8-tail', '%x80-BF');

  // The buttons' names in the page's language: "UTF8-3 alternative 2: %xE1-EC 2( UTF8-tail )",
  // and the summary of every byte value.
  function relabel() {
    renderByteRuns(utf8.grammar);
    for (const entry of utf8.grammar) {
      const button = buttons.get(keyOf(entry));
      const name = t('row.alternative', { rule: `UTF8-${entry.rule}`, alternative: entry.alternative });
      button.setAttribute('aria-label', `${name}: ${button.textContent}`);
    }
  }
  relabel();

  // Where the table is wider than its box (a phone, the Chinese headers), a line says it scrolls.
  const wrap = $('ranges').parentElement;
  // (In the next frame: a change of layout inside the observer's callback would be observed again.)
  const sizes = new ResizeObserver(() =>
    requestAnimationFrame(() => {
      $('ranges-scrolls').hidden = wrap.scrollWidth <= wrap.clientWidth;
    }),
  );
  sizes.observe(wrap);
  sizes.observe($('ranges'));

  $('ranges').tBodies[0].replaceChildren(
    ...utf8.grammar.map((entry) => {
      const tr = element('tr');
      tr.dataset.alternative = keyOf(entry);
      const head = element('th');
      head.append(`${codePointLabel(entry.first)}..`, document.createElement('wbr'), codePointLabel(entry.last));
      head.scope = 'row';
      tr.append(head);
      for (let k = 0; k < 4; k++) tr.append(element('td', 'mono', entry.bytes[k] ? rangeText(entry.bytes[k]) : ''));
      tr.append(element('td', 'used-count'));
      tr.addEventListener('click', () => onSelect(tr.dataset.alternative));
      return tr;
    }),
  );

  function mark(summary) {
    utf8.grammar.forEach((entry, i) => {
      const key = keyOf(entry);
      const used = summary.byAlternative[i];
      for (const node of document.querySelectorAll(`[data-alternative="${key}"]`)) {
        node.classList.toggle('used', used > 0);
        const cell = node.querySelector('.used-count');
        if (cell) cell.textContent = used ? number(used) : '';
      }
      buttons.get(key).title = used ? count('grammar.used-times', used) : t('grammar.not-used');
    });
  }

  /**
   * Marks where an invalid segment's attempt failed: its alternative, and in Table 3-7 the byte
   * position it failed at, with the range expected and the byte that came (or the end of the
   * input); null clears the mark.
   */
  function markFailure(failure) {
    for (const node of document.querySelectorAll('#grammar .failed')) node.classList.remove('failed');
    for (const note of document.querySelectorAll('#grammar .failure-note')) note.remove();
    markByteRun(null);
    if (!failure) return;
    const { segment, next } = failure;
    const key = `${segment.rule}/${segment.alternative}`;
    const entry = utf8.grammar.find((each) => keyOf(each) === key);
    const [lo, hi] = entry.bytes[segment.length];
    const range = `%x${hex(lo)}${lo === hi ? '' : `-${hex(hi)}`}`;
    const short = t(next === undefined ? 'grammar.expected-end' : 'grammar.expected', {
      range,
      next: next === undefined ? '' : hex(next),
    });
    // The place in the sequence as an ordinal (its second byte): "byte N" is always an offset.
    const text = t('grammar.failed-at', { failure: short, place: t(`ordinal.${segment.length + 1}`), length: entry.bytes.length });
    const button = buttons.get(key);
    button.classList.add('failed');
    button.after(element('span', 'failure-note', text));
    const cell = document.querySelector(`#ranges tr[data-alternative="${key}"]`).cells[segment.length + 1];
    cell.classList.add('failed');
    cell.append(element('span', 'failure-note', short));
  }

  // The leads of multi-byte forms run from the lowest to the highest lead of the grammar (C2..F4).
  const leadEntries = utf8.grammar.filter((entry) => entry.bytes.length > 1);
  const lowest = leadEntries.reduce((low, entry) => (entry.bytes[0][0] < low.bytes[0][0] ? entry : low));
  const highest = leadEntries.reduce((high, entry) => (entry.bytes[0][1] > high.bytes[0][1] ? entry : high));

  /**
   * Marks where a lead byte that no rule starts with (C0, C1, F5..FF) falls outside the grammar:
   * beside the lowest lead of the two-byte forms, or the highest of the four-byte ones, in the
   * ABNF and in Table 3-7; markFailure(null) clears it.
   */
  function markOutside(lead) {
    markFailure(null);
    markByteRun(lead);
    const below = lead < lowest.bytes[0][0];
    const entry = below ? lowest : highest;
    const key = keyOf(entry);
    const short = t(below ? 'grammar.below-leads' : 'grammar.above-leads', {
      byte: hex(lead),
      lead: `%x${hex(below ? entry.bytes[0][0] : entry.bytes[0][1])}`,
    });
    const button = buttons.get(key);
    button.classList.add('failed');
    button.after(element('span', 'failure-note', short));
    const cell = document.querySelector(`#ranges tr[data-alternative="${key}"]`).cells[1];
    cell.classList.add('failed');
    cell.append(element('span', 'failure-note', short));
  }

  return { buttons, mark, markFailure, markOutside, relabel };
}
