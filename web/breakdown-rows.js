// The rows of a breakdown table: one per segment that utf8.explain gives, or one per run of ASCII
// bytes. A row is a table row in a wide window and a card on a phone (each cell labelled).
import { element } from './dom.js';
import { codePointLabel, hexBytes, plural } from './format.js';

const RUN_PREVIEW = 40; // characters of an ASCII run shown in its row

// How many of a byte's leading bits are marker bits: 0xxxxxxx, 10xxxxxx, 110xxxxx, ... 11111111.
function markerLength(byte) {
  let ones = 0;
  while (ones < 8 && byte & (0x80 >> ones)) ones++;
  return Math.min(8, ones + 1);
}

// A table cell with a label for the phone layout, where each row becomes a card.
function cell(className, label, ...children) {
  const td = element('td', className);
  td.dataset.label = label;
  const content = element('div', 'cell');
  content.append(...children);
  td.append(content);
  return td;
}

function bitsOf(bytes) {
  const cell = element('div', 'bits');
  for (const byte of bytes) {
    const bits = byte.toString(2).padStart(8, '0');
    const split = markerLength(byte);
    const group = element('span', 'bit-group');
    group.append(element('span', 'bit marker', bits.slice(0, split)), element('span', 'bit payload', bits.slice(split)));
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
function construction(bytes, { overlong = false } = {}) {
  const parts = Array.from(bytes, (byte) => {
    const bits = byte.toString(2).padStart(8, '0');
    const split = markerLength(byte);
    return { marker: bits.slice(0, split), payload: bits.slice(split) };
  });
  const joined = parts.map((p) => p.payload).join('');
  const codePoint = Number.parseInt(joined, 2);
  const label = codePointLabel(codePoint);
  const details = element('details', 'construction');
  details.append(element('summary', '', `How ${hexBytes(bytes)} ${overlong ? 'would carry' : 'carries'} ${label}`));
  const decoding = element('p');
  decoding.append(
    'Decoding: the payload bits ',
    element('span', 'bit payload', parts.map((p) => p.payload).join(' · ')),
    ` joined are ${nibbles(joined)}, which is 0x${codePoint.toString(16).toUpperCase()}: ${label}.`,
  );
  const encoding = element('p');
  encoding.append(
    `Encoding: ${label} in ${joined.length} bits, cut ${parts.map((p) => p.payload.length).join(' · ')}, each part after its marker: `,
  );
  parts.forEach((p, k) => {
    if (k) encoding.append(' ');
    encoding.append(element('span', 'bit-group', ''));
    encoding.lastChild.append(element('span', 'bit marker', p.marker), element('span', 'bit payload', p.payload));
  });
  encoding.append(` = ${hexBytes(bytes)}.`);
  details.append(decoding, encoding);
  if (overlong) {
    const shortest = utf8Length(codePoint);
    details.append(
      element(
        'p',
        '',
        `${label} fits in ${plural(shortest, 'byte')}, so its one valid form is the ${shortest}-byte one: a longer form of the same bits is overlong, and UTF-8 forbids it so that each code point has one spelling.`,
      ),
    );
  }
  return details;
}

// The bytes UTF-8 takes for a code point: 7, 11, 16 or 21 payload bits.
const utf8Length = (codePoint) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

// What a code point without a name is, by its general category.
const UNNAMED = { Cn: 'unassigned', Co: 'private use', Cs: 'surrogate', Cc: 'control' };

export function createRowMaker({ utf8, characterNode, appendShownText, names }) {
  // The name and category, filled in when the names are loaded.
  function nameNode(codePoint) {
    const node = element('span', 'char-name', '…');
    names
      .lookUp(codePoint)
      .then(({ name, category }) => {
        const nonchar = utf8.describeCharacter(codePoint).badge === 'NONCHAR';
        node.textContent = `${name ?? (nonchar ? 'noncharacter' : (UNNAMED[category] ?? 'no name'))}, ${category}`;
      })
      .catch(() => {
        node.textContent = 'name not available';
      });
    return node;
  }

  const alternativeText = new Map(utf8.grammar.map((entry) => [`UTF8-${entry.rule}/${entry.alternative}`, entry.text]));

  function offsetCell(at) {
    const offset = cell('offset', 'Offset', at.toLocaleString('en'));
    offset.title = `byte offset ${at} (0x${at.toString(16).toUpperCase()})`;
    return offset;
  }

  function newRow(className, key, at) {
    const tr = element('tr', className);
    tr.dataset.key = key;
    tr.dataset.offset = String(at);
    tr.tabIndex = -1;
    return tr;
  }

  /** The row of one segment of utf8.explain; `base` is the offset of the explained bytes. */
  function segmentRow(segment, base = 0) {
    const key = segment.rule ? `${segment.rule}/${segment.alternative}` : '';
    const at = base + segment.index;
    const tr = newRow(segment.valid ? 'valid' : 'invalid', key, at);
    const bytesCell = cell('bytes', 'Bytes', element('div', 'hex', hexBytes(segment.bytes)), bitsOf(segment.bytes));
    const rule = segment.rule
      ? cell(
          'rule',
          'ABNF rule',
          element('span', 'rule-name', `${segment.rule}, alternative ${segment.alternative}${segment.valid ? '' : ' (attempted)'}`),
          element('code', 'rule-text', alternativeText.get(key)),
        )
      : cell('rule', 'ABNF rule', element('span', 'rule-name none', 'no rule: this byte starts no sequence'));
    const character = segment.valid
      ? cell(
          'character',
          'Character',
          element('span', 'code-point', codePointLabel(segment.codePoint)),
          characterNode(segment.codePoint),
          nameNode(segment.codePoint),
        )
      : cell('character', 'Character', element('span', 'code-point none', 'none'), element('span', 'replacement', '\uFFFD'));
    const explanation = cell('explanation', 'Explanation');
    const why = explanation.firstChild;
    const { attempt } = segment;
    if (attempt) {
      // The rows of one attempted sequence are boxed together; its first row says what it was.
      tr.classList.add('attempt');
      if (attempt.index === segment.index) {
        tr.classList.add('attempt-first');
        const note = element('p', 'attempt-note');
        note.append(element('strong', '', `One attempted sequence, ${plural(attempt.length, 'row')}: `), attempt.message);
        why.append(note);
        if (segment.reason === 'overlong' && attempt.complete) why.append(construction(attempt.bytes, { overlong: true }));
      }
      if (segment.index + segment.length === attempt.index + attempt.length) tr.classList.add('attempt-last');
    }
    if (!segment.valid) why.append(element('span', `reason reason-${segment.reason}`, segment.reason), ' ');
    why.append(element('span', 'message', segment.message));
    if (segment.valid && segment.length > 1) why.append(construction(segment.bytes));
    if (segment.hint) {
      const hint = element('p', 'hint');
      hint.append(element('strong', '', 'Hint: '), segment.hint);
      why.append(hint);
    }
    tr.append(offsetCell(at), bytesCell, rule, character, explanation);
    return tr;
  }

  /** One row for the ASCII bytes [from, to) of `bytes`, each a UTF8-1 sequence of its own. */
  function asciiRunRow(bytes, from, to, base = 0) {
    const count = to - from;
    const tr = newRow('valid ascii-run', 'UTF8-1/1', base + from);
    const shownBytes = bytes.subarray(from, Math.min(to, from + 8));
    const bytesCell = cell('bytes', 'Bytes', element('div', 'hex', `${hexBytes(shownBytes)}${count > 8 ? ' …' : ''}`));
    const rule = cell(
      'rule',
      'ABNF rule',
      element('span', 'rule-name', `UTF8-1, alternative 1, ${plural(count, 'time')}`),
      element('code', 'rule-text', alternativeText.get('UTF8-1/1')),
    );
    const preview = element('span', 'run-text');
    let text = '';
    for (let i = from; i < Math.min(to, from + RUN_PREVIEW); i++) text += String.fromCharCode(bytes[i]);
    appendShownText(preview, text, true);
    if (count > RUN_PREVIEW) preview.append('…');
    const character = cell('character', 'Characters', element('span', 'code-point', plural(count, 'character')), preview);
    const explanation = cell(
      'explanation',
      'Explanation',
      element(
        'span',
        'message',
        `${plural(count, 'ASCII byte')} (00..7F), bytes ${(base + from).toLocaleString('en')} to ${(base + to - 1).toLocaleString('en')}: each matches UTF8-1 = %x00-7F and encodes the code point of its own value. Untick "Collapse ASCII runs" to see them one by one.`,
      ),
    );
    tr.append(offsetCell(base + from), bytesCell, rule, character, explanation);
    return tr;
  }

  return { segmentRow, asciiRunRow };
}
