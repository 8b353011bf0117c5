// "Copy as": the current bytes, or their text, written in the notations people paste elsewhere.
import { hexByte } from './format.js';

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
