// Every list that restates the wasm contract (defined once, in the tables of
// cpp/include/utf8abnf/utf8abnf.hpp, and written into dist/contract.js by the build) agrees with it:
// a reason, notation or parse problem added on the C++ side fails here, naming each place that
// still lacks it (CONTRIBUTING.md lists them).
import { readFileSync } from 'node:fs';
import { LANGUAGES } from '../../js/text/catalog.js';
import { REASON_EXAMPLES } from '../../js/texts.js';
import { DECODING_REASONS, NOTATIONS, PARSE_PROBLEMS } from '../../js/wasm/contract.js';
import { HEADER_REASON_EXAMPLES } from './header-tables.js';
import packageCatalogs from '../../js/text/locales/index.js';
import pageCatalogs from '../../web/locales/index.js';

const text = (path) => readFileSync(path, 'utf8');

/** The names of the string-literal union `export type name = 'a' | 'b' ...;` of a .d.ts file. */
function unionOf(path, name) {
  const match = new RegExp(`export type ${name} =([^;]*);`).exec(text(path));
  if (!match) throw new Error(`${path} declares no type ${name}`);
  return [...match[1].matchAll(/'([^']*)'/g)].map(([, literal]) => literal);
}

test.each([
  ['js/index.d.ts', 'Reason', DECODING_REASONS],
  ['js/index.d.ts', 'Notation', NOTATIONS],
  ['js/index.d.ts', 'ParseProblem', PARSE_PROBLEMS.slice(1)],
  ['js/index.d.ts', 'Locale', LANGUAGES], // the languages' tags, for editors' completion
])('%s: type %s lists the contract', (path, name, expected) => {
  expect({ place: `${path}: type ${name}`, names: unionOf(path, name) }).toEqual({ place: `${path}: type ${name}`, names: [...expected] });
});

test("the build's examples of reasons are the header's rows", () => {
  expect(REASON_EXAMPLES).toEqual(Object.fromEntries(DECODING_REASONS.map((reason) => [reason, HEADER_REASON_EXAMPLES[reason]])));
});

test("README.md: the reasons' table lists the decoding reasons, each with its row's example", () => {
  const table = text('README.md').split('| reason | what it is | example |\n|---|---|---|\n')[1].split('\n\n')[0];
  const rows = [...table.matchAll(/^\| `([a-z-]+)` \|.*\| `([0-9A-F ]+)` \|$/gm)].map(([, reason, example]) => [reason, example]);
  const place = 'README.md: the table of reasons (example: as in cpp/include/utf8abnf/utf8abnf.hpp)';
  expect({ place, rows }).toEqual({ place, rows: Object.entries(REASON_EXAMPLES) });
});

// Each catalog words every name a reader sees: a reason, a parse problem, a notation.
test.each(LANGUAGES)('the %s catalogs hold a text for each reason, parse problem and notation', (language) => {
  const missing = [
    ...DECODING_REASONS.map((reason) => [`js/text/locales/${language}.js`, `reason.${reason}`]),
    ...PARSE_PROBLEMS.slice(1).map((problem) => [`js/text/locales/${language}.js`, `parse.${problem}`]),
    ...NOTATIONS.map((notation) => [`web/locales/${language}.js`, `notation.${notation}`]),
  ].filter(([path, key]) => !Object.hasOwn((path.startsWith('js/') ? packageCatalogs : pageCatalogs)[language] ?? {}, key));
  expect(missing).toEqual([]);
});

test('the languages are one list: each has a catalog of the package and one of the page', () => {
  expect({ list: 'js/text/locales/index.js', languages: Object.keys(packageCatalogs) }).toEqual({
    list: 'js/text/locales/index.js',
    languages: LANGUAGES,
  });
  expect({ list: 'web/locales/index.js', languages: Object.keys(pageCatalogs) }).toEqual({
    list: 'web/locales/index.js',
    languages: LANGUAGES,
  });
});
