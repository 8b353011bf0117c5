// The panels that describe the whole input: the summary, the decoded text, the replacement
// policies. Each takes the analysis (analysis.js) and redraws itself from it.
import { SHOWN_TEXT_UNITS } from './analysis.js';
import { element } from './dom.js';
import { hexBytes, plural } from './format.js';

// Characters as a reader sees them (grapheme clusters): 👨‍👩‍👧 is one, of five code points.
const graphemes = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('en', { granularity: 'grapheme' }) : null;
const countGraphemes = (text) => {
  let count = 0;
  for (const _ of graphemes.segment(text)) count++;
  return count;
};

export function renderSummary(box, { summary, text, textIsWhole }, goToOffset) {
  box.replaceChildren();
  if (summary.length === 0) {
    box.append(element('p', 'verdict empty', 'Paste bytes, type text or choose an example.'));
    return;
  }
  const verdict = element('p', summary.valid ? 'verdict ok' : 'verdict bad');
  verdict.append(element('strong', '', summary.valid ? '✓ Valid UTF-8' : '✗ Not valid UTF-8'));
  const facts = [plural(summary.length, 'byte'), plural(summary.sequences, 'code point')];
  if (summary.valid && textIsWhole && graphemes) facts.push(plural(countGraphemes(text), 'character'));
  if (!summary.valid) facts.push(`${plural(summary.errors, 'error')} in ${plural(summary.errorBytes, 'byte')}`);
  verdict.append(` · ${facts.join(' · ')}`);
  if (!summary.valid) {
    // The first error is a link to its row.
    const first = element('a', 'go-to-error', `byte ${summary.firstError.index.toLocaleString('en')}`);
    first.href = '#breakdown-title';
    first.addEventListener('click', (event) => {
      event.preventDefault();
      goToOffset(summary.firstError.index);
    });
    verdict.append(' · the first at ', first, ` (${summary.firstError.reason})`);
  }
  box.append(verdict);
  if (!summary.valid) {
    const reasons = element('ul', 'reason-counts');
    reasons.setAttribute('aria-label', 'Errors by reason');
    for (const [reason, count] of Object.entries(summary.byReason)) {
      if (!count) continue;
      const item = element('li');
      item.append(element('span', `reason reason-${reason}`, reason), ` × ${count}`);
      reasons.append(item);
    }
    box.append(reasons);
  }
}

export function renderDecoded(pre, { bytes, text, textIsWhole }, appendShownText, everyInvisible) {
  let shown = text.length > SHOWN_TEXT_UNITS ? text.slice(0, SHOWN_TEXT_UNITS) : text;
  if (/[\uD800-\uDBFF]$/.test(shown) && shown.length < text.length) shown = shown.slice(0, -1); // not half a pair
  pre.replaceChildren();
  appendShownText(pre, shown, everyInvisible);
  if (shown.length < text.length || !textIsWhole) {
    pre.append(
      element('span', 'more', `\n… (the first ${plural(shown.length, 'UTF-16 code unit')} of the text of ${plural(bytes.length, 'byte')})`),
    );
  }
}

export function renderPolicies(table, { summary, policies }, appendShownText) {
  const more = policies.whole ? '' : '…';
  const rows = [
    [
      'One U+FFFD per maximal subpart',
      "Browsers and TextDecoder (WHATWG), Python, Rust: Unicode's recommended practice",
      String(summary.errors),
      policies.subpart + more,
    ],
    [
      'One U+FFFD per invalid byte',
      "Go's range loop and utf8.DecodeRune, many older decoders",
      String(summary.errorBytes),
      policies.byte + more,
    ],
    [
      'Drop what is invalid',
      "utf8.decode with errors: 'ignore', iconv -c",
      summary.errors ? `0 (drops ${plural(summary.errorBytes, 'byte')})` : '0',
      policies.drop + more,
    ],
    [
      'Reject the input',
      'TextDecoder with fatal: true, utf8.decode (strict)',
      summary.errors ? `none: throws at byte ${summary.firstError.index.toLocaleString('en')}` : '0',
      summary.errors ? null : policies.subpart + more,
    ],
  ];
  table.tBodies[0].replaceChildren(
    ...rows.map(([name, usedBy, count, text]) => {
      const tr = element('tr');
      const head = element('th', '', name);
      head.scope = 'row';
      const result = element('td', 'policy-text');
      if (text === null) result.append(element('span', 'none', 'no text: an error'));
      else appendShownText(result, text);
      tr.append(head, element('td', '', usedBy), element('td', 'count', count), result);
      return tr;
    }),
  );
}

const REPAIR_SHOWN = 2000; // characters of each side shown

/**
 * The Repair box: shown when the codec finds that the bytes look like text decoded with the wrong
 * encoding; Repair shows the repaired text beside the original, and `onUse(bytes)` takes it.
 */
export function renderRepair(box, { bytes, repair, text, summary }, onUse) {
  box.replaceChildren();
  box.hidden = repair === null;
  if (!repair) return;
  const what =
    repair.kind === 'windows-1252'
      ? 'These bytes look like Windows-1252 (or Latin-1) text, not UTF-8.'
      : `This text looks like UTF-8 that was read as Windows-1252 and encoded again${repair.times > 1 ? `, ${repair.times} times over` : ''}.`;
  const show = element('button', 'secondary', 'Repair');
  show.type = 'button';
  box.append(element('p', 'repair-what', what), show);
  show.addEventListener('click', () => {
    show.remove();
    const sides = element('div', 'repair-sides');
    const side = (title, shownText, hex) => {
      const part = element('div', 'repair-side');
      part.append(
        element('h3', '', title),
        element('p', 'repair-text', shownText.slice(0, REPAIR_SHOWN)),
        element('p', 'repair-hex mono', hex),
      );
      return part;
    };
    const hexOf = (shown) => `${hexBytes(shown.subarray(0, 32))}${shown.length > 32 ? ' …' : ''}`;
    sides.append(
      side(`Now (${plural(summary.length, 'byte')})`, summary.valid ? text : '(not UTF-8)', hexOf(bytes)),
      side(`Repaired (${plural(repair.bytes.length, 'byte')})`, repair.text, hexOf(repair.bytes)),
    );
    const use = element('button', 'secondary', 'Use the repaired bytes');
    use.type = 'button';
    use.addEventListener('click', () => onUse(repair.bytes));
    box.append(sides, use);
  });
}
