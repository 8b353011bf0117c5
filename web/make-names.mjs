// Builds the character names the page shows, from the Unicode Character Database that Debian's
// unicode-data package installs (run by build.sh; not part of the site):
//   node web/make-names.mjs /usr/share/unicode build/site/names
// Output: index.json (the Unicode version, the ranges whose names are derived, Hangul's jamo short
// names, which blocks have a file) and one NN.json per block of 4,096 code points that has names:
// { "4F60": ["NAME", "Lo"] }, hex keys. Names are never typed here: every one comes from the UCD.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [ucd, out] = process.argv.slice(2);
if (!ucd || !out) throw new Error('usage: node web/make-names.mjs UCD-FOLDER OUTPUT-FOLDER');

const lines = (file) =>
  readFileSync(join(ucd, file), 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((line) => line.split(';').map((field) => field.trim()));

// The version, from the ReadMe's "Unicode 15.0.0" or the UnicodeData header of Jamo.txt.
const version = /Jamo-(\d+\.\d+\.\d+)\.txt/.exec(readFileSync(join(ucd, 'Jamo.txt'), 'utf8'))?.[1];
if (!version) throw new Error(`no Unicode version in ${join(ucd, 'Jamo.txt')}`);

// Controls have no name in UnicodeData.txt ("<control>"): their alias of type "control" stands in.
const controlAlias = new Map();
for (const [cp, alias, type] of lines('NameAliases.txt')) {
  const codePoint = Number.parseInt(cp, 16);
  if (type === 'control' && !controlAlias.has(codePoint)) controlAlias.set(codePoint, alias);
}

const blocks = new Map(); // block number -> { hex: [name, category] }
const ranges = []; // [first, last, kind, category]: names derived from the code point
let rangeStart = null;
for (const [cp, rawName, category] of lines('UnicodeData.txt')) {
  const codePoint = Number.parseInt(cp, 16);
  const range = /^<(.+), (First|Last)>$/.exec(rawName);
  if (range) {
    if (range[2] === 'First') {
      rangeStart = codePoint;
      continue;
    }
    const label = range[1];
    const kind = label.startsWith('CJK Ideograph')
      ? 'CJK UNIFIED IDEOGRAPH-'
      : label.startsWith('Tangut Ideograph')
        ? 'TANGUT IDEOGRAPH-'
        : label === 'Hangul Syllable'
          ? 'HANGUL SYLLABLE'
          : null; // surrogates and private use have no names
    ranges.push([rangeStart, codePoint, kind, category]);
    continue;
  }
  const name = rawName === '<control>' ? (controlAlias.get(codePoint) ?? null) : rawName;
  const block = codePoint >> 12;
  if (!blocks.has(block)) blocks.set(block, {});
  blocks.get(block)[cp] = [name, category];
}

// Hangul syllables are named from their jamo (Unicode 3.12): the short names, in order.
const jamo = { L: [], V: [], T: [''] };
for (const [cp, shortName] of lines('Jamo.txt')) {
  const codePoint = Number.parseInt(cp, 16);
  if (codePoint >= 0x1100 && codePoint <= 0x1112) jamo.L.push(shortName);
  else if (codePoint >= 0x1161 && codePoint <= 0x1175) jamo.V.push(shortName);
  else if (codePoint >= 0x11a8 && codePoint <= 0x11c2) jamo.T.push(shortName);
}

mkdirSync(out, { recursive: true });
for (const [block, names] of blocks) writeFileSync(join(out, `${block.toString(16).toUpperCase()}.json`), JSON.stringify(names));
writeFileSync(join(out, 'index.json'), JSON.stringify({ version, ranges, jamo, blocks: [...blocks.keys()] }));
