// The breakdown table: one row per segment, rendered a page at a time as it scrolls into view, so
// that a large input shows its first rows at once.
import { element } from './dom.js';
import { codePointLabel, hexBytes } from './format.js';

const FIRST_PAGE_BYTES = 128; // enough rows for a first screen
const PAGE_BYTES = 1024;

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

export function createBreakdown({ tbody, moreNote, utf8, characterNode, onSelect }) {
  const alternativeText = new Map(utf8.grammar.map((entry) => [`UTF8-${entry.rule}/${entry.alternative}`, entry.text]));
  let bytes = new Uint8Array(0);
  let base = 0; // the offset shown for bytes[0]
  let rendered = 0; // bytes covered by rendered rows
  let selectedKey = null;

  const sentinel = document.createElement('tr');
  sentinel.className = 'sentinel';
  sentinel.setAttribute('aria-hidden', 'true');
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) renderPage();
    },
    { rootMargin: '600px' },
  );

  function row(segment) {
    const tr = element('tr', segment.valid ? 'valid' : 'invalid');
    const key = segment.rule ? `${segment.rule}/${segment.alternative}` : '';
    tr.dataset.key = key;
    tr.tabIndex = 0;
    if (key && key === selectedKey) tr.classList.add('selected');

    const at = base + segment.index;
    const offset = cell('offset', 'Offset', at.toLocaleString('en'));
    offset.title = `byte offset ${at} (0x${at.toString(16).toUpperCase()})`;
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
      ? cell('character', 'Character', element('span', 'code-point', codePointLabel(segment.codePoint)), characterNode(segment.codePoint))
      : cell('character', 'Character', element('span', 'code-point none', 'none'), element('span', 'replacement', '\uFFFD'));
    const explanation = cell('explanation', 'Explanation');
    const why = explanation.firstChild;
    if (!segment.valid) why.append(element('span', `reason reason-${segment.reason}`, segment.reason), ' ');
    why.append(element('span', 'message', segment.message));
    if (segment.hint) {
      const hint = element('p', 'hint');
      hint.append(element('strong', '', 'Hint: '), segment.hint);
      why.append(hint);
    }
    tr.append(offset, bytesCell, rule, character, explanation);
    return tr;
  }

  function renderPage() {
    if (rendered >= bytes.length) return;
    const segments = utf8.explain(bytes, { from: rendered, to: rendered + (rendered ? PAGE_BYTES : FIRST_PAGE_BYTES), hints: true });
    const fragment = document.createDocumentFragment();
    for (const segment of segments) fragment.append(row(segment));
    const last = segments[segments.length - 1];
    rendered = last.index + last.length;
    sentinel.before(fragment);
    updateMore();
  }

  function updateMore() {
    const done = rendered >= bytes.length;
    moreNote.hidden = done;
    moreNote.textContent = done
      ? ''
      : `Showing bytes 0 to ${(rendered - 1).toLocaleString('en')} of ${bytes.length.toLocaleString('en')}; more rows appear as you scroll.`;
  }

  tbody.addEventListener('click', (event) => {
    const tr = event.target.closest('tr[data-key]');
    if (tr?.dataset.key) onSelect(tr.dataset.key);
  });
  tbody.addEventListener('keydown', (event) => {
    const tr = event.target.closest('tr[data-key]');
    if (!tr) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (tr.dataset.key) onSelect(tr.dataset.key);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? tr.nextElementSibling : tr.previousElementSibling;
      if (next?.dataset.key !== undefined) next.focus();
    }
  });

  return {
    show(newBytes, newBase = 0) {
      bytes = newBytes;
      base = newBase;
      rendered = 0;
      observer.disconnect();
      tbody.replaceChildren(sentinel);
      renderPage();
      observer.observe(sentinel);
    },
    /** Marks the rows of one alternative ("UTF8-3/2"), or none; returns the first such row. */
    select(key) {
      selectedKey = key;
      let first = null;
      for (const tr of tbody.querySelectorAll('tr[data-key]')) {
        const match = key !== null && tr.dataset.key === key;
        tr.classList.toggle('selected', match);
        if (match && !first) first = tr;
      }
      return first;
    },
  };
}
