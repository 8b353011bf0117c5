// The rows of a breakdown table: one per segment that utf8.explain gives, or one per run of ASCII
// bytes. A row is a table row in a wide window and a card on a phone (each cell labelled).
import { rangeText } from './byte-ranges.js';
import { abnfNodes, element, reasonBadge } from '../dom.js';
import { codePointLabel, hex, hexBytes, isContinuation, markerLength, shortestFormLength } from '../utf8-abnf/js/texts.js';
import { count, number, t } from '../i18n.js';

const RUN_PREVIEW = 40; // characters of an ASCII run shown in its row

// A table cell with a label for the phone layout, where each row becomes a card.
function cell(className, label, ...children) {
  const td = element('td', className);
  td.dataset.label = label;
  const content = element('div', 'cell');
  content.append(...children);
  td.append(content);
  return td;
}

/** Bytes as bits, each byte's marker bits apart from its payload bits. */
export function bitsOf(bytes, ranges = null) {
  const cell = element('div', 'bits');
  for (const [k, byte] of Array.from(bytes).entries()) {
    const bits = byte.toString(2).padStart(8, '0');
    const split = markerLength(byte);
    const group = element('span', 'bit-group');
    group.append(element('span', 'bit marker', bits.slice(0, split)), element('span', 'bit payload', bits.slice(split)));
    if (ranges) group.append(element('span', 'byte-range', rangeText(ranges[k])));
    cell.append(group);
  }
  return cell;
}

// Binary digits in groups of four from the right, as code points are read: 0100 1111 0110 0000.
const nibbles = (bits) => bits.replace(/\B(?=(?:[01]{4})+$)/g, ' ');

/**
 * How the bytes of a form carry a code point: each byte's payload bits (after its marker bits)
 * joined into one number, and back: the number cut into the bytes' payloads, each given its marker.
 */
export function construction(bytes, { overlong = false } = {}) {
  const parts = Array.from(bytes, (byte) => {
    const bits = byte.toString(2).padStart(8, '0');
    const split = markerLength(byte);
    return { marker: bits.slice(0, split), payload: bits.slice(split) };
  });
  const joined = parts.map((p) => p.payload).join('');
  const codePoint = Number.parseInt(joined, 2);
  const label = codePointLabel(codePoint);
  const details = element('details', 'construction');
  const hex = hexBytes(bytes);
  details.append(
    element('summary', '', t(overlong ? 'construction.would-carry' : 'construction.carries', { bytes: hex, codePoint: label })),
  );
  const decoding = element('p');
  decoding.append(
    t('construction.decoding'),
    element('span', 'bit payload', parts.map((p) => p.payload).join(' · ')),
    t('construction.joined', { bits: nibbles(joined), value: `0x${codePoint.toString(16).toUpperCase()}`, codePoint: label }),
  );
  const encoding = element('p');
  encoding.append(
    t('construction.encoding', { codePoint: label, bits: joined.length, cut: parts.map((p) => p.payload.length).join(' · ') }),
  );
  parts.forEach((p, k) => {
    if (k) encoding.append(' ');
    encoding.append(element('span', 'bit-group', ''));
    encoding.lastChild.append(element('span', 'bit marker', p.marker), element('span', 'bit payload', p.payload));
  });
  encoding.append(t('construction.equals', { bytes: hex }));
  details.append(decoding, encoding);
  if (overlong) {
    const shortest = shortestFormLength(codePoint);
    details.append(element('p', '', t('construction.overlong', { codePoint: label, bytes: count('bytes', shortest), form: shortest })));
  }
  return details;
}

// The bytes UTF-8 takes for a code point: 7, 11, 16 or 21 payload bits.

// What a code point without a name is, by its general category (keys of the page's catalogs).
const UNNAMED = { Cn: 'name.unassigned', Co: 'name.private-use', Cs: 'name.surrogate', Cc: 'name.control' };

export function createRowMaker({ utf8, characterNode, appendShownText, names }) {
  // The name and category, filled in when the names are loaded.
  function nameNode(codePoint) {
    const node = element('span', 'char-name', '…');
    names
      .lookUp(codePoint)
      .then(({ name, category }) => {
        const nonchar = utf8.describeCharacter(codePoint).badge === 'NONCHAR';
        node.textContent = `${name ?? t(nonchar ? 'name.noncharacter' : (UNNAMED[category] ?? 'name.none'))}, ${category}`;
      })
      .catch(() => {
        node.textContent = t('name.not-available');
      });
    return node;
  }

  const alternativeText = new Map(utf8.grammar.map((entry) => [`UTF8-${entry.rule}/${entry.alternative}`, entry.text]));
  const ruleText = (key) => {
    const code = element('code', 'rule-text');
    code.append(...abnfNodes(alternativeText.get(key)));
    return code;
  };
  const alternativeRanges = new Map(utf8.grammar.map((entry) => [`UTF8-${entry.rule}/${entry.alternative}`, entry.bytes]));

  function offsetCell(at) {
    const offset = cell('offset', t('column.offset'), number(at));
    offset.title = t('row.offset-title', { offset: at, hex: `0x${at.toString(16).toUpperCase()}` });
    return offset;
  }

  function newRow(className, key, at) {
    const tr = element('tr', className);
    tr.dataset.key = key;
    tr.dataset.offset = String(at);
    tr.tabIndex = -1;
    return tr;
  }

  /**
   * The row of one segment of utf8.explain, explained with `origin` (where the bytes sit in a file):
   * it shows the segment's index, and its data-offset is the index in the explained bytes.
   */
  function segmentRow(segment, origin = 0) {
    const key = segment.rule ? `${segment.rule}/${segment.alternative}` : '';
    const at = segment.index;
    const tr = newRow(segment.valid ? 'valid' : 'invalid', key, at - origin);
    // A valid sequence's bytes each beside the range section 4 checks it against: E4 by E1..EC.
    const ranges = segment.valid ? alternativeRanges.get(key) : null;
    const bits = bitsOf(segment.bytes, ranges);
    if (ranges) {
      const checks = Array.from(segment.bytes, (byte, k) => t('row.byte-in', { byte: hex(byte), range: rangeText(ranges[k]) }));
      bits.title = t('row.checks', { checks: checks.join(t('user.separator')) });
    }
    const bytesCell = cell('bytes', t('row.bytes'), element('div', 'hex', hexBytes(segment.bytes)), bits);
    const rule = segment.rule
      ? cell(
          'rule',
          t('column.rule'),
          element(
            'span',
            'rule-name',
            t(segment.valid ? 'row.alternative' : 'row.attempted', { rule: segment.rule, alternative: segment.alternative }),
          ),
          ruleText(key),
        )
      : cell(
          'rule',
          t('column.rule'),
          element(
            'span',
            'rule-name none',
            !isContinuation(segment.bytes[0]) ? t('row.no-rule.lead', { byte: hex(segment.bytes[0]) }) : t('row.no-rule.continuation'),
          ),
        );
    const character = segment.valid
      ? cell(
          'character',
          t('row.character'),
          element('span', 'code-point', codePointLabel(segment.codePoint)),
          characterNode(segment.codePoint),
          nameNode(segment.codePoint),
        )
      : cell('character', t('row.character'), element('span', 'code-point none', t('row.none')), element('span', 'replacement', '\uFFFD'));
    const explanation = cell('explanation', t('column.explanation'));
    const why = explanation.firstChild;
    const { attempt } = segment;
    if (attempt) {
      // The rows of one attempted sequence are boxed together; its first row says what it was.
      tr.classList.add('attempt');
      if (attempt.index === segment.index) {
        tr.classList.add('attempt-first');
        const note = element('p', 'attempt-note');
        note.append(element('strong', '', count('row.attempt', attempt.length)), attempt.message);
        why.append(note);
        if (segment.reason === 'overlong' && attempt.complete) why.append(construction(attempt.bytes, { overlong: true }));
      }
      if (segment.index + segment.length === attempt.index + attempt.length) tr.classList.add('attempt-last');
    }
    if (!segment.valid) why.append(reasonBadge(segment.reason), ' ');
    why.append(element('span', 'message', segment.message));
    if (segment.valid && segment.length > 1) why.append(construction(segment.bytes));
    if (segment.hint) {
      const hint = element('p', 'hint');
      hint.append(element('strong', '', t('row.hint')), segment.hint);
      why.append(hint);
    }
    tr.append(offsetCell(at), bytesCell, rule, character, explanation);
    return tr;
  }

  /** One row for the ASCII bytes [from, to) of `bytes`, each a UTF8-1 sequence of its own; shown from `origin`. */
  function asciiRunRow(bytes, from, to, origin = 0) {
    const length = to - from;
    const tr = newRow('valid ascii-run', 'UTF8-1/1', from);
    const shownBytes = bytes.subarray(from, Math.min(to, from + 8));
    const bytesCell = cell('bytes', t('row.bytes'), element('div', 'hex', `${hexBytes(shownBytes)}${length > 8 ? ' …' : ''}`));
    const rule = cell('rule', t('column.rule'), element('span', 'rule-name', count('row.ascii-rule', length)), ruleText('UTF8-1/1'));
    const preview = element('span', 'run-text');
    let text = '';
    for (let i = from; i < Math.min(to, from + RUN_PREVIEW); i++) text += String.fromCharCode(bytes[i]);
    appendShownText(preview, text, true);
    if (length > RUN_PREVIEW) preview.append('…');
    const character = cell('character', t('row.characters'), element('span', 'code-point', count('characters', length)), preview);
    const explanation = cell(
      'explanation',
      t('column.explanation'),
      element('span', 'message', count('row.ascii-run', length, { from: number(origin + from), to: number(origin + to - 1) })),
    );
    tr.append(offsetCell(origin + from), bytesCell, rule, character, explanation);
    return tr;
  }

  return { segmentRow, asciiRunRow };
}
