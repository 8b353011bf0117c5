// The equivalent mutants are recorded in tests/mutation/equivalent-mutants.json, not marked in the
// code: every record still names a line of its file, once, with its reason; the code holds no marks.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { placeRecords, RECORDS, strykerPlugins } from '../mutation/equivalent-ignorer.mjs';

// The lines whose nodes the ignorer leaves out of `file`, walked as Stryker's instrumenter walks
// it (its own Babel, the tree wrapped in a File): a node left out takes its lines with it.
const babel = createRequire(createRequire(import.meta.url).resolve('@stryker-mutator/instrumenter'))('@babel/core');
const [{ value: ignorer }] = strykerPlugins;
function linesLeftOut(file) {
  const code = readFileSync(file, 'utf8');
  const filename = resolve(file);
  const ast = babel.parseSync(code, { filename, sourceType: 'module', configFile: false, babelrc: false });
  const left = new Set();
  babel.traverse(new babel.File({ filename }, { code, ast }).ast, {
    enter(path) {
      if (!ignorer.shouldIgnore(path)) return;
      for (let line = path.node.loc.start.line; line <= path.node.loc.end.line; line++) left.add(line);
      path.skip();
    },
  });
  return left;
}

const files = [...new Set(RECORDS.map((record) => record.file))];

test.each(files)('every record of %s names one line of it', (file) => {
  const placed = placeRecords(file, readFileSync(file, 'utf8'));
  expect(placed.size).toBe(RECORDS.filter((record) => record.file === file).length);
});

test.each(files)("Stryker's walk of %s leaves out the line of each of its records", (file) => {
  const left = linesLeftOut(file);
  expect([...placeRecords(file, readFileSync(file, 'utf8')).keys()].filter((line) => !left.has(line))).toEqual([]);
});

test('a file without records keeps every mutant', () => {
  expect(linesLeftOut('js/forms.js').size).toBe(0);
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
