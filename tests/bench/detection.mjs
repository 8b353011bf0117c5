// How often the encoding of a file that is not UTF-8 is named right (npm run bench:detection): the
// corpus of detection-corpus.js, each file named by Debian's uchardet and by utf8-abnf's guess
// (the command line's note), side by side, one row per encoding and language. Right: the name's
// reading of the bytes is the text written (ISO-8859-1 is right for French text without 80..9F);
// unsure: utf8-abnf named none, listing its candidates.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from '../../js/index.js';
import { decodeAs, encodingOfLabel, loadEncodings } from '../../js/encodings/other-encodings.js';
import { encodingIndexes } from '../../js/encoding-indexes.js';
import { legacyEncoder, sequenceBytes } from '../../js/encodings/all.js';
import { buildCorpus } from './detection-corpus.js';

const tuning = process.argv.includes('--tuning');
const utf8 = await load();
await loadEncodings();
const indexes = encodingIndexes(() => new Error('Node reads the file'));
const files = buildCorpus((encoding) => legacyEncoder(encoding, indexes), sequenceBytes, { tuning });

// Each file's bytes on disk, for uchardet; its answers, many files a run.
const folder = join('build', 'detection');
rmSync(folder, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });
files.forEach((file, k) => {
  file.path = join(folder, `${k}-${file.encoding}-${file.language}-${file.kind}.txt`);
  writeFileSync(file.path, file.bytes);
});
for (let k = 0; k < files.length; k += 200) {
  const batch = files.slice(k, k + 200);
  const lines = execFileSync(
    'uchardet',
    batch.map((file) => file.path),
    { encoding: 'utf8' },
  )
    .trim()
    .split('\n');
  batch.forEach((file, j) => {
    file.uchardet = lines[j].slice(lines[j].lastIndexOf(': ') + 2).trim();
  });
}

// Whether the encoding `label` names reads the file's bytes as what was written in it.
function readsRight(label, file) {
  const name = label && encodingOfLabel(label.toLowerCase());
  if (!name || name === 'replacement') return false;
  const truth = decodeAs(file.encoding, file.bytes).text;
  if (name === 'utf-8') return utf8.validate(file.bytes) && utf8.decode(file.bytes) === truth;
  const read = decodeAs(name, file.bytes);
  return read.error < 0 && read.text === truth;
}

const rows = new Map();
let guessing = 0; // ms in guessEncoding, over all files
for (const file of files) {
  const key = `${file.encoding} ${file.language}`;
  if (!rows.has(key)) rows.set(key, { files: 0, uchardet: 0, first: 0, right: 0, unsure: 0, wrong: 0 });
  const row = rows.get(key);
  row.files++;
  if (readsRight(file.uchardet, file)) row.uchardet++;
  const started = performance.now();
  const guess = utf8.guessEncoding(file.bytes);
  guessing += performance.now() - started;
  if (readsRight(guess.encoding ?? guess.candidates[0]?.encoding, file)) row.first++;
  if (guess.encoding === null) row.unsure++;
  else if (readsRight(guess.encoding, file)) row.right++;
  else row.wrong++;
}

const total = { files: 0, uchardet: 0, first: 0, right: 0, unsure: 0, wrong: 0 };
console.log(`${tuning ? 'The tuning set' : 'The measured set'}: ${files.length} files\n`);
console.log(
  '| encoding | language | files | uchardet right | utf8-abnf first right | named right | unsure | named wrong |\n|---|---|---:|---:|---:|---:|---:|---:|',
);
for (const [key, row] of rows) {
  const [encoding, language] = key.split(' ');
  for (const field of Object.keys(total)) total[field] += row[field];
  const mark = row.first < row.uchardet ? ' (fewer)' : '';
  console.log(
    `| ${encoding} | ${language} | ${row.files} | ${row.uchardet} | ${row.first}${mark} | ${row.right} | ${row.unsure} | ${row.wrong} |`,
  );
}
console.log(`| all | | ${total.files} | ${total.uchardet} | ${total.first} | ${total.right} | ${total.unsure} | ${total.wrong} |`);
const share = (count) => `${((100 * count) / total.files).toFixed(1)}%`;
console.log(
  `\nutf8-abnf: first listed right ${share(total.first)}; named right ${share(total.right)}, unsure ${share(total.unsure)}, wrong ${share(total.wrong)}; uchardet right ${share(total.uchardet)}.`,
);
const bytes = files.reduce((sum, file) => sum + file.bytes.length, 0);
console.log(
  `guessEncoding: ${(guessing / files.length).toFixed(2)} ms a file on average (${Math.round(bytes / files.length)} bytes), the first call's start included.`,
);
