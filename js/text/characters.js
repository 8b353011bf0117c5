// How a code point is shown: printable characters as themselves; invisible, control, combining,
// bidirectional-control and other unprintable ones as a named badge, never raw. The page and the
// command line both show characters this way.
import { assertKnownOptions, assertOptions, describeValue } from '../arguments.js';
import { localeOption, say } from './catalog.js';
import { codePointLabel } from './notation.js';

// biome-ignore format: a table of 0x00..0x1F, 16 a row
const C0 = [
  'NUL', 'SOH', 'STX', 'ETX', 'EOT', 'ENQ', 'ACK', 'BEL', 'BS', 'TAB', 'LF', 'VT', 'FF', 'CR', 'SO', 'SI',
  'DLE', 'DC1', 'DC2', 'DC3', 'DC4', 'NAK', 'SYN', 'ETB', 'CAN', 'EM', 'SUB', 'ESC', 'FS', 'GS', 'RS', 'US',
];

// Named invisible characters: [abbreviation, kind]; their names are in the catalogs (name.ABBR).
const NAMED = new Map([
  [0x20, ['SP', 'space']],
  [0x7f, ['DEL', 'control']],
  [0x85, ['NEL', 'control']],
  [0xa0, ['NBSP', 'space']],
  [0xad, ['SHY', 'format']],
  [0x034f, ['CGJ', 'format']],
  [0x061c, ['ALM', 'bidi']],
  [0x180e, ['MVS', 'format']],
  [0x200b, ['ZWSP', 'format']],
  [0x200c, ['ZWNJ', 'format']],
  [0x200d, ['ZWJ', 'format']],
  [0x200e, ['LRM', 'bidi']],
  [0x200f, ['RLM', 'bidi']],
  [0x2028, ['LSEP', 'space']],
  [0x2029, ['PSEP', 'space']],
  [0x202a, ['LRE', 'bidi']],
  [0x202b, ['RLE', 'bidi']],
  [0x202c, ['PDF', 'bidi']],
  [0x202d, ['LRO', 'bidi']],
  [0x202e, ['RLO', 'bidi']],
  [0x2060, ['WJ', 'format']],
  [0x2066, ['LRI', 'bidi']],
  [0x2067, ['RLI', 'bidi']],
  [0x2068, ['FSI', 'bidi']],
  [0x2069, ['PDI', 'bidi']],
  [0x3000, ['IDSP', 'space']],
  [0xfeff, ['BOM', 'format']],
]);

// The rest of the unprintable, by general category: [pattern, badge, kind].
const KINDS = [
  [/\p{Cc}/u, 'CTRL', 'control'],
  [/\p{Cf}/u, 'FMT', 'format'],
  [/\p{Z}/u, 'SPACE', 'space'],
  [/\p{Co}/u, 'PUA', 'format'],
  [/\p{Cn}/u, 'UNASSIGNED', 'format'],
];

/**
 * How to show a code point: { badge: null, text, title } for a printable character (a combining
 * mark on a dotted circle), or { badge, title, kind } for an unprintable one; `title` is in the
 * language of `options.locale` (one of LANGUAGES).
 */
export function describeCharacter(codePoint, options) {
  if (typeof codePoint !== 'number') {
    throw new TypeError(`describeCharacter expects a code point as a number (0x4F60, not "4F60"), not ${describeValue(codePoint)}`);
  }
  if (!Number.isInteger(codePoint) || codePoint < 0 || codePoint > 0x10ffff) {
    throw new RangeError(`describeCharacter: ${describeValue(codePoint)} is not a code point: use an integer from 0 to 0x10FFFF`);
  }
  assertOptions(options, 'describeCharacter');
  assertKnownOptions(options, 'describeCharacter', ['locale']);
  const locale = localeOption(options, 'describeCharacter');
  return lookOf(codePoint, locale, (key, more) => say(locale, key, { codePoint: codePointLabel(codePoint), ...more }));
}

// describeCharacter's answer for a valid code point, its title by `title(key, parameters)`.
// Printable ASCII is in no category badged: answered first, with no pattern tried (a path, a
// message is mostly ASCII).
function lookOf(codePoint, locale, title) {
  if (codePoint > 0x20 && codePoint < 0x7f) return { badge: null, text: String.fromCharCode(codePoint), title: codePointLabel(codePoint) };
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return { badge: 'SURROGATE', title: title('character.surrogate'), kind: 'control' };
  const text = String.fromCodePoint(codePoint);
  if (codePoint < 0x20) return { badge: C0[codePoint], title: title('character.c0', { badge: C0[codePoint] }), kind: 'control' };
  const named = NAMED.get(codePoint);
  if (named) {
    return { badge: named[0], title: title('character.named', { name: say(locale, `name.${named[0]}`) }), kind: named[1] };
  }
  if (codePoint >= 0x80 && codePoint <= 0x9f) return { badge: 'C1', title: title('character.c1'), kind: 'control' };
  if (/\p{M}/u.test(text)) return { badge: null, text: `\u25CC${text}`, title: title('character.combining'), kind: 'combining' };
  if ((codePoint >= 0xfdd0 && codePoint <= 0xfdef) || (codePoint & 0xfffe) === 0xfffe) {
    return { badge: 'NONCHAR', title: title('character.noncharacter'), kind: 'format' };
  }
  for (const [pattern, badge, kind] of KINDS) {
    if (pattern.test(text)) return { badge, title: title(`character.kind.${badge}`), kind };
  }
  return { badge: null, text, title: codePointLabel(codePoint) };
}

/** describeCharacter's badge of a code point (a valid one), with no title made: null where it is printable. */
export const badgeOf = (codePoint) => lookOf(codePoint, 'en', () => '').badge;

/**
 * `text` as it may be shown in a terminal or a page: each character that describeCharacter badges
 * (control, bidi, invisible, unassigned; all but the plain space) as [BADGE], so that no input can
 * move the cursor, reorder a line or hide itself. Lone surrogates are badged too.
 */
export function visibleText(text) {
  let shown = '';
  for (const character of text) {
    const codePoint = character.codePointAt(0);
    const badge = codePoint === 0x20 ? null : badgeOf(codePoint);
    shown += badge ? `[${badge}]` : character;
  }
  return shown;
}
