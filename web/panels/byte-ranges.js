// Section 4's summary of every byte value ("0x00-0x7F one byte ... 0xF5-0xFF forbidden"), made
// from utf8.grammar: each run of bytes that play one part, and what that part is. The runs of
// bytes no rule uses are named by where they fall: below the lowest first byte of the 2-byte
// forms (C0, C1: overlong forms) or above the highest of the 4-byte ones (F5..FF: past U+10FFFF).
import { $, element } from '../dom.js';
import { t } from '../i18n.js';
import { hex } from '../utf8-abnf/js/texts.js';

const within = (byte, [lo, hi]) => byte >= lo && byte <= hi;

/** A range of bytes as the page writes it: E1..EC, or E0 for one byte. */
export const rangeText = ([lo, hi]) => (lo === hi ? hex(lo) : `${hex(lo)}..${hex(hi)}`);

// Each part's texts: what the bytes are, and whether they are valid.
const TEXTS = {
  'one-byte': ['grammar.part.one-byte', 'grammar.part-valid.one-byte'],
  tail: ['grammar.part.tail', 'grammar.part-valid.tail'],
  lead: ['grammar.part.lead', 'grammar.part-valid.lead'],
  'below-leads': ['grammar.part.below-leads', 'grammar.part-valid.below-leads'],
  'above-leads': ['grammar.part.above-leads', 'grammar.part-valid.above-leads'],
};

/** Runs of byte values by part: [{ from, to, part, rule }], part one of one-byte, tail, lead, below-leads, above-leads. */
export function byteRuns(grammar) {
  const leads = grammar.filter((entry) => entry.bytes.length > 1).map((entry) => entry.bytes[0]);
  const lowest = Math.min(...leads.map(([lo]) => lo));
  const partOf = (byte) => {
    const first = grammar.find((entry) => within(byte, entry.bytes[0]));
    if (first) return first.rule === 1 ? { part: 'one-byte', rule: 1 } : { part: 'lead', rule: first.rule };
    if (grammar.some((entry) => entry.bytes.slice(1).some((range) => within(byte, range)))) return { part: 'tail', rule: null };
    return { part: byte < lowest ? 'below-leads' : 'above-leads', rule: null };
  };
  const runs = [];
  for (let byte = 0; byte <= 0xff; byte++) {
    const { part, rule } = partOf(byte);
    const last = runs.at(-1);
    if (last && last.part === part && last.rule === rule) last.to = byte;
    else runs.push({ from: byte, to: byte, part, rule });
  }
  return runs;
}

/** Fills the table's body with the runs, in the page's language; run again on a change of language. */
export function renderByteRuns(grammar) {
  $('byte-values').tBodies[0].replaceChildren(
    ...byteRuns(grammar).map(({ from, to, part, rule }) => {
      const tr = element('tr');
      Object.assign(tr.dataset, { from: String(from), to: String(to) });
      const head = element('th', 'mono', rangeText([from, to]));
      head.scope = 'row';
      const valid = part === 'below-leads' || part === 'above-leads' ? 'invalid' : 'valid';
      const [what, whether] = TEXTS[part];
      tr.append(head, element('td', '', t(what, { rule: `UTF8-${rule}`, length: String(rule) })), element('td', valid, t(whether)));
      return tr;
    }),
  );
}

/** Marks the run that holds `byte` (a lead no rule starts with), or none for null. */
export function markByteRun(byte) {
  for (const tr of $('byte-values').tBodies[0].rows)
    tr.classList.toggle('failed', byte !== null && within(byte, [Number(tr.dataset.from), Number(tr.dataset.to)]));
}
