// The Stryker comments in js/ (./build.sh mutate) do what they say. Stryker reads a comment only
// where it leads a node: one that ends a block leads none and is silently dropped, so a `restore`
// there leaves the `disable` before it on for the rest of the file, hiding code from mutation.
import { readdirSync, readFileSync } from 'node:fs';

const folder = new URL('../../js/', import.meta.url);
const sources = readdirSync(folder, { recursive: true })
  .filter((name) => name.endsWith('.js'))
  .map((name) => [name, readFileSync(new URL(name, folder), 'utf8').split('\n')]);

// Each Stryker comment, with the first line after it that is neither blank nor a comment.
function strykerComments(lines) {
  const found = [];
  lines.forEach((line, i) => {
    if (!/^\s*\/\/ Stryker (disable|restore)/.test(line)) return;
    const next = lines.slice(i + 1).find((after) => after.trim() !== '' && !after.trim().startsWith('//')) ?? '';
    found.push({ line: i + 1, text: line.trim(), next: next.trim() });
  });
  return found;
}

test.each(sources)('js/%s: every Stryker comment leads code, not the end of a block', (_name, lines) => {
  const endingBlocks = strykerComments(lines).filter((comment) => /^[})\]]/.test(comment.next));
  expect(endingBlocks).toEqual([]);
});

test('every Stryker comment gives its reason', () => {
  const unexplained = sources.flatMap(([name, lines]) =>
    strykerComments(lines)
      .filter((comment) => comment.text.includes('disable') && !/: \S/.test(comment.text))
      .map((comment) => `${name}:${comment.line}`),
  );
  expect(unexplained).toEqual([]);
});

test('every Stryker comment is one line of at most 110 characters (a longer reason goes in docs/mutation-testing.md)', () => {
  const long = sources.flatMap(([name, lines]) =>
    strykerComments(lines)
      .filter((comment) => comment.text.length > 110)
      .map((comment) => `${name}:${comment.line}`),
  );
  expect(long).toEqual([]);
});

test('the check finds a restore that ends a block', () => {
  const lines = ['function f() {', '  // Stryker disable all: why', '  return 1;', '  // Stryker restore all', '}'];
  expect(strykerComments(lines).map((comment) => comment.next)).toEqual(['return 1;', '}']);
});
