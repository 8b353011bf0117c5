// "Copy as": the current bytes, or their text, written in the notations people paste elsewhere.
import { $, element } from './dom.js';
import { hex } from './utf8-abnf/js/texts.js';
import { count, t } from './i18n.js';

const COPY_PREVIEW_CHARS = 2000;

const hex4 = (n) => n.toString(16).toUpperCase().padStart(4, '0');

/** Each notation: [id, label's key, (bytes, text) => string, or null when it needs text and there is none]. */
export const NOTATIONS = [
  ['hex', 'copy.hex', (bytes) => Array.from(bytes, hex).join(' ')],
  ['c', 'copy.c', (bytes) => `"${Array.from(bytes, (b) => `\\x${hex(b).toLowerCase()}`).join('')}"`],
  [
    'js',
    'copy.javascript',
    (_, text) =>
      text === null
        ? null
        : `"${Array.from(text, (c) => {
            const cp = c.codePointAt(0);
            return cp > 0xffff ? `\\u{${cp.toString(16).toUpperCase()}}` : `\\u${hex4(cp)}`;
          }).join('')}"`,
  ],
  ['percent', 'copy.percent', (bytes) => Array.from(bytes, (b) => `%${hex(b)}`).join('')],
  [
    'html',
    'copy.html',
    (_, text) => (text === null ? null : Array.from(text, (c) => `&#x${c.codePointAt(0).toString(16).toUpperCase()};`).join('')),
  ],
  [
    'utf16',
    'copy.utf16',
    (_, text) => (text === null ? null : Array.from({ length: text.length }, (__, i) => hex4(text.charCodeAt(i))).join(' ')),
  ],
  [
    'utf32',
    'copy.utf32',
    (_, text) => (text === null ? null : Array.from(text, (c) => c.codePointAt(0).toString(16).toUpperCase().padStart(8, '0')).join(' ')),
  ],
];

/** The bytes (and their text, or null if they are not UTF-8) written in notation `id`. */
export function copyAs(id, bytes, text) {
  const [, , write] = NOTATIONS.find(([each]) => each === id);
  return write(bytes, text);
}

/**
 * Wires the Copy as control to the shown input (`analysis()`). Returns showPreview(), which
 * redraws the preview, and relabel(), which names the notations in the page's language.
 */
export function setUpCopyAs(analysis) {
  function relabel() {
    const chosen = $('copy-as').value;
    $('copy-as').replaceChildren(
      ...NOTATIONS.map(([id, label]) => {
        const option = element('option', '', t(label));
        option.value = id;
        return option;
      }),
    );
    if (chosen) $('copy-as').value = chosen;
  }
  relabel();
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
        ? t('copy.no-text')
        : cut
          ? `${text.slice(0, COPY_PREVIEW_CHARS)}${t('copy.start-of', { bytes: count('bytes', analysis().bytes.length) })}`
          : text;
    $('copy').disabled = text === null;
    $('copy-status').textContent = '';
  }
  $('copy-as').addEventListener('change', showCopyPreview);
  $('copy').addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(copied());
      $('copy-status').textContent = t('copy.copied');
    } catch {
      $('copy-status').textContent = t('copy.not-allowed');
    }
  });
  return { showPreview: showCopyPreview, relabel };
}
