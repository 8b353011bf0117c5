// describeCharacter and visibleText: how a page or a terminal shows a character that it must not
// show raw. The badges of their own are checked against Unicode's data (Debian's copy of the UCD,
// which ./build.sh installs): each is an abbreviation that NameAliases.txt gives the character, and
// its kind follows the character's general category and Bidi_Control (PropList.txt).
import { readFileSync } from 'node:fs';
import { freshPackage } from './inputs.js';

// Each test over the package loaded anew (inputs.js, freshPackage): the tables of names are made
// when a module loads.
let utf8, visibleText;
beforeEach(async () => {
  utf8 = await freshPackage();
  ({ visibleText } = await import('../../js/text/characters.js'));
});

const UCD = '/usr/share/unicode';
const ucdLines = (file, pattern) =>
  readFileSync(`${UCD}/${file}`, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const match = pattern.exec(line);
      return match ? [match] : [];
    });
/** Code point -> its abbreviations (NameAliases.txt: "0009;TAB;abbreviation"). */
const ABBREVIATIONS = new Map();
for (const [, hex, alias] of ucdLines('NameAliases.txt', /^([0-9A-F]+);([^;]+);abbreviation$/)) {
  const codePoint = Number.parseInt(hex, 16);
  ABBREVIATIONS.set(codePoint, [...(ABBREVIATIONS.get(codePoint) ?? []), alias]);
}
const BIDI_CONTROLS = ucdLines('PropList.txt', /^([0-9A-F]+)(?:\.\.([0-9A-F]+))?\s*; Bidi_Control\b/).flatMap(([, low, high = low]) =>
  Array.from({ length: Number.parseInt(high, 16) - Number.parseInt(low, 16) + 1 }, (_, k) => Number.parseInt(low, 16) + k),
);
// Badges for a whole class of characters, and the three names of our own where Unicode gives none.
const CLASS_BADGES = new Set(['C1', 'CTRL', 'FMT', 'SPACE', 'PUA', 'UNASSIGNED', 'NONCHAR', 'SURROGATE']);
const OUR_NAMES = new Map([
  [0x2028, 'LSEP'],
  [0x2029, 'PSEP'],
  [0x3000, 'IDSP'],
]);
const kindFromUnicode = (codePoint) => {
  const text = String.fromCodePoint(codePoint);
  if (BIDI_CONTROLS.includes(codePoint)) return 'bidi';
  if (/\p{Cc}/u.test(text)) return 'control';
  return /\p{Z}/u.test(text) ? 'space' : 'format';
};
// The characters with a badge of their own, 0000..FFFF (none lies beyond).
const namedCharacters = () => {
  const named = [];
  for (let codePoint = 0; codePoint <= 0xffff; codePoint++) {
    const { badge } = utf8.describeCharacter(codePoint);
    if (badge !== null && !CLASS_BADGES.has(badge)) named.push(codePoint);
  }
  return named;
};

test('the data read from the UCD is there', () => {
  expect(ABBREVIATIONS.get(0x09)).toEqual(['HT', 'TAB']);
  expect(BIDI_CONTROLS).toHaveLength(12);
});

test('the characters with a badge of their own: every C0 control, every bidi control, and the invisible ones', () => {
  const invisible = [0x20, 0x7f, 0x85, 0xa0, 0xad, 0x034f, 0x180e, 0x200b, 0x200c, 0x200d, 0x2028, 0x2029, 0x2060, 0x3000, 0xfeff];
  const c0 = Array.from({ length: 0x20 }, (_, k) => k);
  expect(namedCharacters()).toEqual([...c0, ...invisible, ...BIDI_CONTROLS].sort((a, b) => a - b));
});

test("each badge of its own is Unicode's abbreviation for the character, and its kind follows Unicode's properties", () => {
  const wrong = [];
  for (const codePoint of namedCharacters()) {
    const { badge, kind } = utf8.describeCharacter(codePoint);
    const names = OUR_NAMES.has(codePoint) ? [OUR_NAMES.get(codePoint)] : (ABBREVIATIONS.get(codePoint) ?? []);
    if (!names.includes(badge) || kind !== kindFromUnicode(codePoint)) wrong.push([codePoint.toString(16), badge, kind, names]);
  }
  expect(wrong).toEqual([]);
});

test('the C1 controls but NEL are one class, 0080..009F', () => {
  for (let codePoint = 0x80; codePoint <= 0x9f; codePoint++) {
    const expected = codePoint === 0x85 ? { badge: 'NEL', kind: 'control' } : { badge: 'C1', kind: 'control' };
    expect([codePoint, utf8.describeCharacter(codePoint)]).toEqual([codePoint, expect.objectContaining(expected)]);
  }
});

test.each([
  [0x0000, 'NUL', 'control'],
  [0x009b, 'C1', 'control'],
  [0x202e, 'RLO', 'bidi'],
  [0xfeff, 'BOM', 'format'],
  [0xfffe, 'NONCHAR', 'format'],
  [0xffff, 'NONCHAR', 'format'],
  [0xfdd0, 'NONCHAR', 'format'],
  [0x10ffff, 'NONCHAR', 'format'],
  [0x0378, 'UNASSIGNED', 'format'],
  [0x2003, 'SPACE', 'space'],
  [0x1680, 'SPACE', 'space'],
  [0xe000, 'PUA', 'format'],
  [0x10fffd, 'PUA', 'format'],
  [0xe0041, 'FMT', 'format'],
  [0xdc00, 'SURROGATE', 'control'],
])('describeCharacter(%i) is the badge %s', (codePoint, badge, kind) => {
  expect(utf8.describeCharacter(codePoint)).toMatchObject({ badge, kind });
});

// The page's practice prompt gives the code point, then the rest of the title as what it is.
test('every title starts with the code point, in both languages', () => {
  const wrong = [];
  for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += codePoint < 0x3000 ? 1 : 97)
    for (const locale of ['en', 'zh']) {
      const { title } = utf8.describeCharacter(codePoint, { locale });
      if (!title.startsWith(`U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`)) wrong.push([codePoint, title]);
    }
  expect(wrong).toEqual([]);
});

test('printable characters and combining marks are shown as themselves', () => {
  expect(utf8.describeCharacter(0x4f60)).toEqual({ badge: null, text: '你', title: 'U+4F60' });
  expect(utf8.describeCharacter(0x0301)).toMatchObject({ badge: null, text: '\u25cc\u0301', kind: 'combining' });
});

test.each([
  [0x1f, { badge: 'US', title: 'U+001F control character US', kind: 'control' }],
  [0x20, { badge: 'SP', title: 'U+0020 space', kind: 'space' }],
  [0x21, { badge: null, text: '!', title: 'U+0021' }],
  [0x7e, { badge: null, text: '~', title: 'U+007E' }],
  [0x7f, { badge: 'DEL', title: 'U+007F delete', kind: 'control' }],
  [0x80, { badge: 'C1', title: 'U+0080 C1 control character', kind: 'control' }],
  [0x9f, { badge: 'C1', title: 'U+009F C1 control character', kind: 'control' }],
  [0xa0, { badge: 'NBSP', title: 'U+00A0 no-break space', kind: 'space' }],
  [0xdfff, { badge: 'SURROGATE', title: 'U+DFFF surrogate, half of a UTF-16 pair: no character on its own', kind: 'control' }],
  [0xe000, { badge: 'PUA', title: 'U+E000 private-use character', kind: 'format' }],
  [0xfdcf, { badge: null, text: '\ufdcf', title: 'U+FDCF' }],
  [0xfdef, { badge: 'NONCHAR', title: "U+FDEF noncharacter, kept by Unicode for a program's internal use", kind: 'format' }],
  [0xfdf0, { badge: null, text: '\ufdf0', title: 'U+FDF0' }],
])('describeCharacter at the edge of a range: %i', (codePoint, expected) => {
  expect(utf8.describeCharacter(codePoint)).toEqual(expected);
});

test('describeCharacter names its language and says what is wrong with its arguments', () => {
  expect(utf8.describeCharacter(0x1f, { locale: 'zh' })).toEqual({ badge: 'US', title: 'U+001F 控制字符 US', kind: 'control' });
  for (const value of [1.5, -1, 0x110000]) {
    expect(() => utf8.describeCharacter(value)).toThrow(
      new RangeError(`describeCharacter: ${value} is not a code point: use an integer from 0 to 0x10FFFF`),
    );
  }
  expect(() => utf8.describeCharacter(0x41, 5)).toThrow(new TypeError('describeCharacter: options must be an object, not a number'));
  expect(() => utf8.describeCharacter(0x41, { locale: 'xx' })).toThrow(/^describeCharacter: locale must be/);
});

test('visibleText badges what describeCharacter badges, but for the plain space', () => {
  expect(visibleText('a b\u202e\u00a0c\t')).toBe('a b[RLO][NBSP]c[TAB]');
});
