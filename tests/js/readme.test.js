// The README's JavaScript examples, run: each line `EXPRESSION;  // → VALUE` is asserted.
import { readFileSync } from 'node:fs';
import { load, Utf8Error } from 'utf8-abnf';

const readme = readFileSync('README.md', 'utf8');
const blocks = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((match) => match[1]);

function asTestBody(block) {
  return block
    .split('\n')
    .filter((line) => !line.startsWith('import '))
    .map((line) => {
      const claim = /^(\s*)(.+?);\s*\/\/ → (.+)$/.exec(line);
      return claim ? `${claim[1]}expectEqual(${claim[2]}, ${claim[3]}, ${JSON.stringify(claim[2])});` : line;
    })
    .join('\n');
}

test('the README has examples with results to check', () => {
  expect(blocks.length).toBeGreaterThanOrEqual(3);
  expect(blocks.join('\n').match(/\/\/ → /g).length).toBeGreaterThanOrEqual(9);
});

test.each(blocks.map((block, i) => [i + 1, block]))('README example %i runs and gives what it says', async (_number, block) => {
  const utf8 = await load();
  const claims = [];
  const expectEqual = (actual, expected, source) => claims.push([source, actual, expected]);
  const body = asTestBody(block).replace(/^const utf8 = await load\(\);.*$/m, '');
  const run = new Function('load', 'Utf8Error', 'utf8', 'expectEqual', `return (async () => {\n${body}\n})();`);
  await run(load, Utf8Error, utf8, expectEqual);
  for (const [source, actual, expected] of claims) expect([source, actual]).toEqual([source, expected]);
});
