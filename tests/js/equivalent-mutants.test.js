// The equivalent mutants are recorded in tests/mutation/equivalent-mutants.json, not marked in the
// code: every record still names a line of its file, once, with its reason; the code holds no marks.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { placeRecords, RECORDS } from '../mutation/equivalent-ignorer.mjs';

const files = [...new Set(RECORDS.map((record) => record.file))];

test.each(files)('every record of %s names one line of it', (file) => {
  const placed = placeRecords(file, readFileSync(file, 'utf8'));
  expect(placed.size).toBe(RECORDS.filter((record) => record.file === file).length);
});

test('every record says why its mutants are equivalent', () => {
  expect(RECORDS.filter((record) => !(typeof record.why === 'string' && record.why.length > 10))).toEqual([]);
});

test('a record that no longer matches its file is refused, naming the file and the line', () => {
  const [record] = RECORDS;
  expect(() => placeRecords(record.file, 'nothing like it\n')).toThrow(`${record.file}: no line "${record.after ?? record.code}"`);
  expect(() => placeRecords(record.file, `${record.code}\n${record.code}\n`)).toThrow(record.after ? /no line/ : /recurs/);
});

test('js/ and web/ carry at most a handful of Stryker marks', () => {
  const found = spawnSync('git', ['grep', '-n', '-E', '//\\s*Stryker (disable|restore)', '--', 'js', 'web'], { encoding: 'utf8' });
  const marks = found.stdout.split('\n').filter(Boolean);
  expect(marks.length).toBeLessThanOrEqual(5);
});
