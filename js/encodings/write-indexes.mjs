// Writes dist/encoding-indexes.bin: the WHATWG Encoding Standard's labels and indexes, taken from
// @exodus/bytes (which carries them as the standard publishes them, and tests that), in the form
// js/encoding-indexes.js reads. build.sh runs it; the package ships the file, never the script.
//
// The file is a list of sections, each: its name in ASCII, a 0 byte, its length in bytes (a
// varint: a reader decodes only the sections it reads), then
//   - for an index: how many pointers (a varint), then for each one, its code point as a varint:
//     0 for none, else 1 + the zigzag of its distance from the last code point written (the
//     indexes run in long ascending stretches, which this makes short and repetitive);
//   - for "labels": its length (a varint), then lines "name label label ...\n" in ASCII;
//   - for "model:LANGUAGE": how many characters the language model's text has (a varint), then
//     each one's code point as a varint (write-language-models.mjs says its form): read with no
//     TextDecoder, which some runtimes lack (Jest's jsdom), and never longer than in UTF-8.
import { writeFileSync } from 'node:fs';
import { languageModels } from './write-language-models.mjs';

// Its tables are inside the package, not among its exports: read from the installed copy.
const exodus = new URL('../../node_modules/@exodus/bytes/', import.meta.url);
const { getTable } = await import(new URL('fallback/multi-byte.table.js', exodus));
const { getEncoding } = await import(new URL('fallback/single-byte.js', exodus));
const { default: labels } = await import(new URL('fallback/encoding.labels.js', exodus));

const REPLACEMENT = 0xfffd;
// Pointers the Big5 decoder gives two code points for (the standard's decoder says so, its index
// has none): @exodus/bytes keeps both in one number there, as it keeps a surrogate pair.
const BIG5_PAIRS = [1133, 1135, 1164, 1166];
const codePointOf = (value) => (value > 0xffff ? String.fromCharCode(value >>> 16, value & 0xffff).codePointAt(0) : value);

const file = [];
let bytes = []; // the section being written
const varint = (value, out = bytes) => {
  for (; value >= 0x80; value = Math.floor(value / 0x80)) out.push((value % 0x80) | 0x80);
  out.push(value);
};

// The section `title`: its name and length, then what `write` puts in `bytes`.
function section(title, write) {
  bytes = [];
  write();
  file.push(...Buffer.from(title, 'latin1'), 0);
  varint(bytes.length, file);
  for (const byte of bytes) file.push(byte);
}

const index = (title, codePoints) => section(title, () => writeIndex(codePoints));
function writeIndex(codePoints) {
  varint(codePoints.length);
  let last = 0;
  for (const codePoint of codePoints) {
    if (!codePoint) {
      varint(0);
      continue;
    }
    const distance = codePoint - last;
    varint(1 + (distance < 0 ? -2 * distance - 1 : 2 * distance));
    last = codePoint;
  }
}

const lines = Object.entries(labels).map(([encoding, others]) => `${[encoding, ...others].join(' ')}\n`);
const text = lines.join('');
section('labels', () => {
  varint(text.length);
  bytes.push(...Buffer.from(text, 'latin1'));
});

// The single-byte encodings: the code points of the bytes 80..FF (U+FFFD where none; @exodus/bytes
// leaves out a table's last bytes where they are their Latin-1 selves). x-user-defined and
// ISO-8859-8-I are defined by rule and by ISO-8859-8's index.
for (const encoding of Object.keys(labels)) {
  let table;
  try {
    table = getEncoding(encoding);
  } catch {
    continue; // not a single-byte encoding
  }
  if (encoding === 'x-user-defined' || encoding === 'iso-8859-8-i') continue;
  const codePoints = Array.from({ length: 128 }, (_, k) => table[k] ?? 0x80 + k);
  index(encoding, codePoints.map((codePoint) => (codePoint === REPLACEMENT ? 0 : codePoint)));
}
for (const id of ['jis0208', 'jis0212', 'euc-kr', 'gb18030', 'big5']) {
  const table = Array.from(getTable(id), codePointOf);
  if (id === 'big5') for (const pointer of BIG5_PAIRS) table[pointer] = 0;
  index(id, table);
}
// gb18030's ranges: pointer, code point, pointer, code point ..., each one more than it is (the
// first pointer is 0, which would read as none).
index(
  'gb18030-ranges',
  getTable('gb18030-ranges').flatMap(([pointer, codePoint]) => [pointer + 1, codePoint + 1]),
);
index('iso-2022-jp-katakana', Array.from(getTable('iso-2022-jp-katakana')));

for (const [language, model] of Object.entries(languageModels())) {
  const codePoints = Array.from(model, (character) => character.codePointAt(0));
  section(`model:${language}`, () => {
    varint(codePoints.length);
    for (const codePoint of codePoints) varint(codePoint);
  });
}

writeFileSync(new URL('../../dist/encoding-indexes.bin', import.meta.url), Uint8Array.from(file));
