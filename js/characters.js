// How a code point is shown: printable characters as themselves; invisible, control, combining,
// bidirectional-control and other unprintable ones as a named badge, never raw. The page and the
// command line both show characters this way.
import { describeValue } from './arguments.js';
import { codePointLabel } from './messages.js';

// biome-ignore format: a table of 0x00..0x1F, 16 a row
const C0 = [
  'NUL', 'SOH', 'STX', 'ETX', 'EOT', 'ENQ', 'ACK', 'BEL', 'BS', 'TAB', 'LF', 'VT', 'FF', 'CR', 'SO', 'SI',
  'DLE', 'DC1', 'DC2', 'DC3', 'DC4', 'NAK', 'SYN', 'ETB', 'CAN', 'EM', 'SUB', 'ESC', 'FS', 'GS', 'RS', 'US',
];

// Named invisible characters: [abbreviation, name, kind].
const NAMED = new Map([
  [0x20, ['SP', 'space', 'space']],
  [0x7f, ['DEL', 'delete', 'control']],
  [0x85, ['NEL', 'next line', 'control']],
  [0xa0, ['NBSP', 'no-break space', 'space']],
  [0xad, ['SHY', 'soft hyphen', 'format']],
  [0x034f, ['CGJ', 'combining grapheme joiner', 'format']],
  [0x061c, ['ALM', 'Arabic letter mark', 'bidi']],
  [0x180e, ['MVS', 'Mongolian vowel separator', 'format']],
  [0x200b, ['ZWSP', 'zero width space', 'format']],
  [0x200c, ['ZWNJ', 'zero width non-joiner', 'format']],
  [0x200d, ['ZWJ', 'zero width joiner', 'format']],
  [0x200e, ['LRM', 'left-to-right mark', 'bidi']],
  [0x200f, ['RLM', 'right-to-left mark', 'bidi']],
  [0x2028, ['LSEP', 'line separator', 'space']],
  [0x2029, ['PSEP', 'paragraph separator', 'space']],
  [0x202a, ['LRE', 'left-to-right embedding', 'bidi']],
  [0x202b, ['RLE', 'right-to-left embedding', 'bidi']],
  [0x202c, ['PDF', 'pop directional formatting', 'bidi']],
  [0x202d, ['LRO', 'left-to-right override', 'bidi']],
  [0x202e, ['RLO', 'right-to-left override', 'bidi']],
  [0x2060, ['WJ', 'word joiner', 'format']],
  [0x2066, ['LRI', 'left-to-right isolate', 'bidi']],
  [0x2067, ['RLI', 'right-to-left isolate', 'bidi']],
  [0x2068, ['FSI', 'first strong isolate', 'bidi']],
  [0x2069, ['PDI', 'pop directional isolate', 'bidi']],
  [0x3000, ['IDSP', 'ideographic space', 'space']],
  [0xfeff, ['BOM', 'byte order mark (zero width no-break space)', 'format']],
]);

const KINDS = [
  [/\p{Cc}/u, 'CTRL', 'control character', 'control'],
  [/\p{Cf}/u, 'FMT', 'invisible format character', 'format'],
  [/\p{Z}/u, 'SPACE', 'space character', 'space'],
  [/\p{Co}/u, 'PUA', 'private-use character', 'format'],
  [/\p{Cn}/u, 'UNASSIGNED', 'unassigned code point', 'format'],
];

/**
 * How to show a code point: { badge: null, text, title } for a printable character (a combining
 * mark on a dotted circle), or { badge, title, kind } for an unprintable one.
 */
export function describeCharacter(codePoint) {
  if (typeof codePoint !== 'number') {
    throw new TypeError(`describeCharacter expects a code point as a number (0x4F60, not "4F60"), not ${describeValue(codePoint)}`);
  }
  if (!Number.isInteger(codePoint) || codePoint < 0 || codePoint > 0x10ffff) {
    throw new RangeError(`describeCharacter: ${describeValue(codePoint)} is not a code point: use an integer from 0 to 0x10FFFF`);
  }
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) {
    return {
      badge: 'SURROGATE',
      title: `${codePointLabel(codePoint)} surrogate, half of a UTF-16 pair: no character on its own`,
      kind: 'control',
    };
  }
  const text = String.fromCodePoint(codePoint);
  if (codePoint < 0x20)
    return { badge: C0[codePoint], title: `${codePointLabel(codePoint)} control character ${C0[codePoint]}`, kind: 'control' };
  const named = NAMED.get(codePoint);
  if (named) return { badge: named[0], title: `${codePointLabel(codePoint)} ${named[1]}`, kind: named[2] };
  if (codePoint >= 0x80 && codePoint < 0xa0)
    return { badge: 'C1', title: `${codePointLabel(codePoint)} C1 control character`, kind: 'control' };
  if (/\p{M}/u.test(text))
    return {
      badge: null,
      text: `\u25CC${text}`,
      title: `${codePointLabel(codePoint)} combining mark, shown on a dotted circle`,
      kind: 'combining',
    };
  if ((codePoint >= 0xfdd0 && codePoint <= 0xfdef) || (codePoint & 0xfffe) === 0xfffe) {
    return {
      badge: 'NONCHAR',
      title: `${codePointLabel(codePoint)} noncharacter, kept by Unicode for a program's internal use`,
      kind: 'format',
    };
  }
  for (const [pattern, badge, name, kind] of KINDS) {
    if (pattern.test(text)) return { badge, title: `${codePointLabel(codePoint)} ${name}`, kind };
  }
  return { badge: null, text, title: codePointLabel(codePoint) };
}

/**
 * `text` as it may be shown in a terminal or a page: each character that describeCharacter badges
 * (control, bidi, invisible, unassigned; all but the plain space) as [BADGE], so that no input can
 * move the cursor, reorder a line or hide itself. Lone surrogates are badged too.
 */
export function visibleText(text) {
  let shown = '';
  for (const character of text) {
    const codePoint = character.codePointAt(0);
    const { badge } = codePoint === 0x20 ? { badge: null } : describeCharacter(codePoint);
    shown += badge ? `[${badge}]` : character;
  }
  return shown;
}
