// "Copy as": the current bytes, or their text, written in the notations people paste elsewhere.
import { $, element } from './dom.js';
import { hexByte, plural } from './format.js';

const COPY_PREVIEW_CHARS = 2000;

const hex4 = (n) => n.toString(16).toUpperCase().padStart(4, '0');

/** Each notation: [id, label, (bytes, text) => string, or null when it needs text and there is none]. */
export const NOTATIONS = [
  ['hex', 'Hex bytes (E4 BD A0)', (bytes) => Array.from(bytes, hexByte).join(' ')],
  ['c', 'C or Python \\x escapes', (bytes) => `"${Array.from(bytes, (b) => `\\x${hexByte(b).toLowerCase()}`).join('')}"`],
  [
    'js',
    'JavaScript string (\\u, \\u{…})',
    (_, text) =>
      text === null
        ? null
        : `"${Array.from(text, (c) => {
            const cp = c.codePointAt(0);
            return cp > 0xffff ? `\\u{${cp.toString(16).toUpperCase()}}` : `\\u${hex4(cp)}`;
          }).join('')}"`,
  ],
  ['percent', 'Percent-encoding (%E4%BD%A0)', (bytes) => Array.from(bytes, (b) => `%${hexByte(b)}`).join('')],
  [
    'html',
    'HTML character references (&#x4F60;)',
    (_, text) => (text === null ? null : Array.from(text, (c) => `&#x${c.codePointAt(0).toString(16).toUpperCase()};`).join('')),
  ],
  [
    'utf16',
    'UTF-16 code units',
    (_, text) => (text === null ? null : Array.from({ length: text.length }, (__, i) => hex4(text.charCodeAt(i))).join(' ')),
  ],
  [
    'utf32',
    'UTF-32 code points',
    (_, text) => (text === null ? null : Array.from(text, (c) => c.codePointAt(0).toString(16).toUpperCase().padStart(8, '0')).join(' ')),
  ],
];

/** The bytes (and their text, or null if they are not UTF-8) written in notation `id`. */
export function copyAs(id, bytes, text) {
  const [, , write] = NOTATIONS.find(([each]) => each === id);
  return write(bytes, text);
}

/** Wires the Copy as control to the shown input (`analysis()`); returns the preview's redraw. */
export function setUpCopyAs(analysis) {
  for (const [id, label] of NOTATIONS) {
    const option = element('option', '', label);
    option.value = id;
    $('copy-as').append(option);
  }
  // The current input in the chosen notation (its first `limit` bytes and characters); null when it
  // needs text and the bytes are not UTF-8. The preview writes a prefix only: a whole 1 MiB input
  // is written when Copy is pressed.
  const copied = (limit = Number.POSITIVE_INFINITY) => {
    const { bytes, summary, textIsWhole, text } = analysis();
    const whole = summary.valid && textIsWhole;
    let shownText = whole && text.length > limit ? text.slice(0, limit) : text;
    if (/[\uD800-\uDBFF]$/.test(shownText) && shownText.length < text.length) shownText = shownText.slice(0, -1);
    return copyAs($('copy-as').value, bytes.length > limit ? bytes.subarray(0, limit) : bytes, whole ? shownText : null);
  };
  function showCopyPreview() {
    const text = copied(COPY_PREVIEW_CHARS);
    const cut = analysis().bytes.length > COPY_PREVIEW_CHARS || text?.length > COPY_PREVIEW_CHARS;
    $('copy-preview').textContent =
      text === null
        ? 'These bytes are not valid UTF-8, so they have no text to write this way.'
        : cut
          ? `${text.slice(0, COPY_PREVIEW_CHARS)}… (the start of ${plural(analysis().bytes.length, 'byte')})`
          : text;
    $('copy').disabled = text === null;
    $('copy-status').textContent = '';
  }
  $('copy-as').addEventListener('change', showCopyPreview);
  $('copy').addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(copied());
      $('copy-status').textContent = 'Copied.';
    } catch {
      $('copy-status').textContent = 'This browser did not allow copying: select the text above and copy it.';
    }
  });
  return showCopyPreview;
}
