// The table of every byte value (web/panels/byte-ranges.js) is section 4's summary table, made from the
// codec's grammar: the same seven runs, with the same parts.
import { load } from '../../js/index.js';
import { byteRuns } from '../../web/panels/byte-ranges.js';

test("the runs of byte values are section 4's summary table", async () => {
  const utf8 = await load();
  const runs = byteRuns(utf8.grammar).map(({ from, to, part, rule }) => [from, to, part, rule]);
  expect(runs).toEqual([
    [0x00, 0x7f, 'one-byte', 1],
    [0x80, 0xbf, 'tail', null],
    [0xc0, 0xc1, 'below-leads', null],
    [0xc2, 0xdf, 'lead', 2],
    [0xe0, 0xef, 'lead', 3],
    [0xf0, 0xf4, 'lead', 4],
    [0xf5, 0xff, 'above-leads', null],
  ]);
});
