// The panels that describe the whole input: the summary, the decoded text, the replacement
// policies. Each takes the analysis (analysis.js) and redraws itself from it.
import { SHOWN_TEXT_UNITS } from './analysis.js';
import { element, reasonBadge, reasonCounts, sentence } from './dom.js';
import { count, locale, number, t } from './i18n.js';
import { describeRepair, visibleText } from './utf8-abnf/js/texts.js';

// Characters as a reader sees them (grapheme clusters): 👨‍👩‍👧 is one, of five code points.
const graphemes = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('en', { granularity: 'grapheme' }) : null;
const countGraphemes = (text) => {
  let count = 0;
  for (const _ of graphemes.segment(text)) count++;
  return count;
};
// Text longer than this has its characters counted after the frame that shows the rest is painted:
// counting 60 KiB of text takes longer than a keystroke may.
const COUNTED_AT_ONCE = 16384;

// The reading the other-encoding panel shows, its first characters quoted in the summary, so that
// the answer for GBK bytes is on the first screen where the panel is below it (a phone).
const QUOTED_READING = 40;

const paragraphOf = (nodes) => {
  const line = element('p', 'summary-reading');
  line.append(...nodes);
  return line;
};

/** The summary's line on another reading of bytes that are not UTF-8: the panel's first sentence, its text, a link to it. */
function readingLine(repair) {
  const link = element('a', '', t('summary.see-reading'));
  link.href = '#other-encoding';
  link.addEventListener('click', (event) => {
    event.preventDefault(); // the address holds the input, not a place on the page
    const panel = document.getElementById('other-encoding');
    panel.tabIndex = -1;
    panel.focus();
    panel.scrollIntoView({ block: 'start' });
  });
  const said = describeRepair(repair, locale());
  if (repair.kind !== 'other-encoding' && repair.kind !== 'encoded-again') {
    return paragraphOf(sentence('summary.reading', { said, link }));
  }
  const characters = Array.from(repair.text);
  const text = visibleText(characters.slice(0, QUOTED_READING).join('')) + (characters.length > QUOTED_READING ? '…' : '');
  return paragraphOf(sentence('summary.reading-text', { said, text: element('span', 'summary-reading-text', text), link }));
}

export function renderSummary(box, { origin, summary, text, textIsWhole, repair }, goToOffset) {
  box.replaceChildren();
  if (summary.length === 0) {
    box.append(element('p', 'verdict empty', t('summary.empty')));
    return;
  }
  const verdict = element('p', summary.valid ? 'verdict ok' : 'verdict bad');
  verdict.append(element('strong', '', t(summary.valid ? 'summary.valid' : 'summary.invalid')));
  const facts = [count('bytes', summary.length), count('code-points', summary.sequences)];
  const characters = summary.valid && textIsWhole && graphemes;
  if (characters && text.length <= COUNTED_AT_ONCE) facts.push(count('characters', countGraphemes(text)));
  if (!summary.valid)
    facts.push(t('summary.errors', { errors: count('errors', summary.errors), bytes: count('bytes', summary.errorBytes) }));
  verdict.append(` · ${facts.join(' · ')}`);
  if (characters && text.length > COUNTED_AT_ONCE) {
    const counted = element('span', 'characters');
    verdict.append(counted);
    setTimeout(() => {
      if (counted.isConnected) counted.textContent = ` · ${count('characters', countGraphemes(text))}`; // not if drawn again since
    });
  }
  if (!summary.valid) {
    // The first error is a link to its row.
    const first = element('a', 'go-to-error', t('summary.byte', { offset: number(origin + summary.firstError.index) }));
    first.href = '#breakdown-title';
    first.addEventListener('click', (event) => {
      event.preventDefault();
      goToOffset(summary.firstError.index);
    });
    verdict.append(t('summary.first-at'), first, ' ', reasonBadge(summary.firstError.reason));
  }
  box.append(verdict);
  if (repair) box.append(readingLine(repair));
  if (!summary.valid) box.append(reasonCounts(summary.byReason, t('summary.by-reason')));
}

export function renderDecoded(pre, { bytes, text, textIsWhole }, appendShownText, everyInvisible) {
  let shown = text.length > SHOWN_TEXT_UNITS ? text.slice(0, SHOWN_TEXT_UNITS) : text;
  if (/[\uD800-\uDBFF]$/.test(shown) && shown.length < text.length) shown = shown.slice(0, -1); // not half a pair
  pre.replaceChildren();
  appendShownText(pre, shown, everyInvisible);
  if (shown.length < text.length || !textIsWhole) {
    pre.append(element('span', 'more', t('decoded.more', { units: count('units', shown.length), bytes: count('bytes', bytes.length) })));
  }
}

export function renderPolicies(table, { summary, policies }, appendShownText) {
  const more = policies.whole ? '' : '…';
  const rows = [
    ['policies.subpart', 'policies.subpart-used', number(summary.errors), policies.subpart + more],
    ['policies.byte', 'policies.byte-used', number(summary.errorBytes), policies.byte + more],
    [
      'policies.drop',
      'policies.drop-used',
      summary.errors ? t('policies.drops', { bytes: count('bytes', summary.errorBytes) }) : '0',
      policies.drop + more,
    ],
    [
      'policies.reject',
      'policies.reject-used',
      summary.errors ? t('policies.throws', { offset: number(summary.firstError.index) }) : '0',
      summary.errors ? null : policies.subpart + more,
    ],
  ];
  table.tBodies[0].replaceChildren(
    ...rows.map(([name, usedBy, count, text]) => {
      const tr = element('tr');
      const head = element('th', '', t(name));
      head.scope = 'row';
      const result = element('td', 'policy-text');
      if (text === null) result.append(element('span', 'none', t('policies.no-text')));
      else appendShownText(result, text);
      tr.append(head, element('td', '', t(usedBy)), element('td', 'count', count), result);
      return tr;
    }),
  );
}
