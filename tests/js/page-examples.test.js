// The page's examples menu (web/examples.js): an example that names its reason fails first with
// it, and the menu words that reason as every panel does, by the reason's name in the catalogs.
import { load } from '../../js/index.js';
import { EXAMPLES, exampleName } from '../../web/examples.js';

let utf8;
beforeAll(async () => {
  utf8 = await load();
});

const naming = EXAMPLES.flatMap(([, items]) => items).filter(([, , params]) => params?.reason);

test("each example that names a reason fails first with it: section 4's and one per reason", () => {
  expect(naming.length).toBe(4 + Object.keys(utf8.summarize(new Uint8Array()).byReason).length);
  expect(naming.filter(([, hex, { reason }]) => utf8.check(utf8.parseBytes(hex).bytes).reason !== reason)).toEqual([]);
});

test('its name is the reason as the catalogs word it', () => {
  expect(exampleName(['example.section-4.invalid', 'F5 80 80 80', { number: 3, reason: 'too-large' }])).toBe(
    'Invalid 3: F5 80 80 80 (beyond U+10FFFF)',
  );
  const perReason = EXAMPLES.find(([group]) => group === 'example.group.invalid')[1];
  expect(perReason.map(exampleName)).toContain('overlong form: C0 AF');
});
