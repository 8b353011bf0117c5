// parseCodePoints: code points written the ways people write them, each read to a number, with
// the index of the first one that is not a Unicode scalar value and why.
import { assertKnownOptions, assertOptions, assertString } from './arguments.js';
import { localeOption, say } from './text/catalog.js';
import { visibleText } from './text/characters.js';
import { codePointLabel } from './text/notation.js';

// One token: U+4F60, \u{1F600}, \u4F60, &#x1F600;, &#128512;, #128512 (decimal), 0x4F60 or 4F60.
const TOKEN =
  /(?<uplus>[Uu]\+(?<u>[0-9A-Fa-f]{1,6}))|\\u\{(?<brace>[0-9A-Fa-f]{1,6})\}|\\u(?<unit>[0-9A-Fa-f]{4})|&#[xX](?<htmlHex>[0-9A-Fa-f]{1,6});|&#(?<htmlDec>[0-9]{1,7});|#(?<dec>[0-9]{1,7})|(?:0[xX])?(?<hex>[0-9A-Fa-f]{1,6})/y;
const SEPARATOR = /[\s,;]+/y;

/**
 * { ok: true, codePoints } or { ok: false, index, message }: `index` is the UTF-16 index of the
 * token that could not be read. Escaped UTF-16 pairs (\uD83D\uDE00) are joined into one code
 * point; a lone surrogate, a value above U+10FFFF or anything else is an error.
 */
export function parseCodePoints(text, options) {
  assertString(text, 'utf8.parseCodePoints');
  assertOptions(options, 'utf8.parseCodePoints');
  assertKnownOptions(options, 'utf8.parseCodePoints', ['locale']);
  const locale = localeOption(options, 'utf8.parseCodePoints');
  const codePoints = [];
  let at = 0;
  const fail = (index, message) => ({ ok: false, index, message });
  while (at < text.length) {
    SEPARATOR.lastIndex = at;
    if (SEPARATOR.test(text)) {
      at = SEPARATOR.lastIndex;
      continue;
    }
    TOKEN.lastIndex = at;
    const match = TOKEN.exec(text);
    const end = TOKEN.lastIndex;
    if (!match || (end < text.length && !/[\s,;\\&#Uu]/.test(text.charAt(end)))) {
      // Twelve characters of it, never half a pair, its invisible and control ones as badges.
      const shown = visibleText([...text.slice(at, at + 24)].slice(0, 12).join(''));
      return fail(at, say(locale, 'code-points.unreadable', { text: shown }));
    }
    const { u, brace, unit, htmlHex, htmlDec, dec, hex } = match.groups;
    const digits = u ?? brace ?? unit ?? htmlHex ?? hex;
    const value = digits !== undefined ? Number.parseInt(digits, 16) : Number(htmlDec ?? dec);
    if (unit !== undefined && value >= 0xd800 && value <= 0xdbff) {
      // A high surrogate escape joins the low one right after it.
      TOKEN.lastIndex = end;
      const low = TOKEN.exec(text)?.groups.unit;
      const lowValue = low === undefined ? -1 : Number.parseInt(low, 16);
      if (lowValue >= 0xdc00 && lowValue <= 0xdfff) {
        codePoints.push(0x10000 + ((value - 0xd800) << 10) + (lowValue - 0xdc00));
        at = TOKEN.lastIndex;
        continue;
      }
    }
    if (value >= 0xd800 && value <= 0xdfff) {
      return fail(at, say(locale, 'code-points.surrogate', { codePoint: codePointLabel(value) }));
    }
    if (value > 0x10ffff) {
      const decimal = hex !== undefined && /^[0-9]+$/.test(hex) ? say(locale, 'code-points.decimal', { digits: hex }) : '';
      return fail(at, say(locale, 'code-points.too-large', { codePoint: codePointLabel(value), decimal }));
    }
    codePoints.push(value);
    at = end;
  }
  return { ok: true, codePoints };
}
