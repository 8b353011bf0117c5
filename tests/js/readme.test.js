// The JavaScript examples of the README and docs/api.md, run: each line `EXPRESSION;  // → VALUE`
// is asserted.
import { readFileSync } from 'node:fs';
import { load, Utf8Error } from 'utf8-abnf';

const readme = readFileSync('README.md', 'utf8');
const blocks = [readme, readFileSync('docs/api.md', 'utf8')].flatMap((text) =>
  [...text.matchAll(/```js\n([\s\S]*?)```/g)].map((match) => match[1]),
);

// `EXPRESSION;  // → VALUE`
const CLAIM = /^(\s*)(.+?);\s*\/\/ → (.+)$/;

function asTestBody(block) {
  return block
    .split('\n')
    .filter((line) => !line.startsWith('import '))
    .map((line) => {
      const claim = CLAIM.exec(line);
      return claim ? `${claim[1]}expectEqual(${claim[2]}, ${claim[3]}, ${JSON.stringify(claim[2])});` : line;
    })
    .join('\n');
}

test('every line of the examples that claims a value is in a form the test checks', () => {
  expect(blocks.length).toBeGreaterThanOrEqual(3);
  const arrows = blocks.flatMap((block) => block.split('\n').filter((line) => line.includes('// →')));
  expect(arrows.length).toBeGreaterThanOrEqual(9);
  for (const line of arrows) expect([line, CLAIM.test(line)]).toEqual([line, true]);
});

test.each(blocks.map((block, i) => [i + 1, block]))('example %i runs and gives what it says', async (_number, block) => {
  const utf8 = await load();
  const claims = [];
  const expectEqual = (actual, expected, source) => claims.push([source, actual, expected]);
  const body = asTestBody(block).replace(/^const utf8 = await load\(\);.*$/m, '');
  const run = new Function('load', 'Utf8Error', 'utf8', 'expectEqual', `return (async () => {\n${body}\n})();`);
  await run(load, Utf8Error, utf8, expectEqual);
  // Every claim ran, once, and gave its value.
  expect(claims.map(([source]) => source)).toEqual(block.split('\n').flatMap((line) => CLAIM.exec(line)?.[2] ?? []));
  for (const [source, actual, expected] of claims) expect([source, actual]).toEqual([source, expected]);
});
