// The layers hold: the command line and the page use only what the package exports (package.json's
// "exports"), no module imports itself through a cycle, and no source file runs past 350 lines.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const exported = Object.values(JSON.parse(readFileSync('package.json', 'utf8')).exports).flatMap((target) =>
  typeof target === 'string' ? [target] : Object.values(target).map((conditions) => conditions.default),
);
// Node's condition of the full entry is dist/index.mjs, which build.sh bundles from js/index-node.js.
const EXPORTED_FILES = new Set([...exported.map((target) => normalize(target)), 'js/index-node.js']);

const sourcesIn = (folder) =>
  readdirSync(folder, { recursive: true })
    .filter((name) => /\.(m?js)$/.test(name))
    .map((name) => join(folder, name));

/**
 * The relative imports of a module, as paths from the repository's root; with `dynamic`, its
 * import() calls too.
 */
function importsOf(path, { dynamic = true } = {}) {
  const text = readFileSync(path, 'utf8');
  return [...text.matchAll(/^(?:import|export)\b[^'"]*?from\s+'(\.[^']+)'|^import\s+'(\.[^']+)'|\bimport\('(\.[^']+)'\)/gm)]
    .filter((match) => dynamic || match[3] === undefined)
    .map((match) => normalize(join(dirname(path), match[1] ?? match[2] ?? match[3])));
}

test("the command line imports only its own files and the package's exported entries", () => {
  const cli = sourcesIn('js').filter((path) => /^js\/cli/.test(path));
  const outside = cli.flatMap((path) =>
    importsOf(path)
      .filter((target) => !/^js\/cli/.test(target) && !EXPORTED_FILES.has(target))
      .map((target) => `${path} -> ${target}`),
  );
  expect(outside).toEqual([]);
});

test("the page imports only its own files and the package's exported entries", () => {
  // The page is served with the package beside it, at utf8-abnf/.
  const page = sourcesIn('web').filter((path) => !path.endsWith('.mjs'));
  const outside = page.flatMap((path) =>
    importsOf(path)
      .filter((target) => target.startsWith('web/utf8-abnf/'))
      .filter((target) => !EXPORTED_FILES.has(target.slice('web/utf8-abnf/'.length)))
      .map((target) => `${path} -> ${target}`),
  );
  expect(outside).toEqual([]);
});

// A module imported by import() is evaluated after its importer: only static imports can cycle
// (the other encodings' chunk, loaded so, uses the module that loads it).
test.each(['js', 'web'])('the modules of %s/ import one another without a cycle', (folder) => {
  const graph = new Map(
    sourcesIn(folder).map((path) => [path, importsOf(path, { dynamic: false }).filter((target) => target.startsWith(`${folder}/`))]),
  );
  const cycles = [];
  const state = new Map(); // path -> 'open' while on the walk's stack, 'done' after
  const walk = (path, stack) => {
    if (state.get(path) === 'done') return;
    if (state.get(path) === 'open') {
      cycles.push([...stack.slice(stack.indexOf(path)), path].join(' -> '));
      return;
    }
    state.set(path, 'open');
    for (const target of graph.get(path) ?? []) walk(target, [...stack, path]);
    state.set(path, 'done');
  };
  for (const path of graph.keys()) walk(path, []);
  expect(cycles).toEqual([]);
});

test('no source file runs past 350 lines', () => {
  const sources = ['cpp', 'js', 'web', 'tests']
    .flatMap((folder) => readdirSync(folder, { recursive: true }).map((name) => join(folder, name)))
    .filter((path) => /\.(m?js|cjs|cpp|hpp|ts|cts)$/.test(path) && !path.includes('/corpus/') && !path.includes('vectors/'));
  const long = sources.map((path) => [path, readFileSync(path, 'utf8').split('\n').length - 1]).filter(([, lines]) => lines > 350);
  expect(long).toEqual([]);
});

// The layers show in the tree (docs/development.md, "Layout"): a file joins the folder of its layer.
test.each([
  ['js', 30],
  ['web', 25],
])('%s/ holds at most %i files at its top; the rest are in the folders of their layers', (folder, most) => {
  const files = readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isFile());
  expect(files.length).toBeLessThanOrEqual(most);
});
