// The page's address holds its input, so that a link reopens it and Back returns to the input
// before. The fragment is one of:
//   #hex=e4bda0     the bytes (an empty input is "#hex=")
//   #text=…         text, whose UTF-8 is the input (links made by hand)
//   #raw=…          what the Bytes field held when it could not be read as bytes
//   #too-large=N    an input of N bytes, more than a link holds
//   #practice=encode&level=1&seed=42&n=3    a practice exercise (practice/exercises.js)
import { exerciseSpec } from './practice/exercises.js';
import { hexBytes } from './utf8-abnf/js/texts.js';

/** Larger inputs are not put in the address. */
export const MAX_LINK_BYTES = 4096;

/** The fragment for an input: { bytes } that were read, or { raw } text that could not be. */
export function fragmentFor({ bytes, raw }) {
  if (raw !== undefined) return raw.length <= 2 * MAX_LINK_BYTES ? `#raw=${encodeURIComponent(raw)}` : `#too-large=${raw.length}`;
  return bytes.length <= MAX_LINK_BYTES ? `#hex=${hexBytes(bytes).replaceAll(' ', '').toLowerCase()}` : `#too-large=${bytes.length}`;
}

/** The fragment of a practice exercise. */
export const practiceFragment = ({ kind, level, seed, n }) => `#practice=${kind}&level=${level}&seed=${seed}&n=${n}`;

// A number as a link writes it: digits only (exerciseSpec judges its range).
const digits = (text) => (/^\d{1,10}$/.test(text ?? '') ? Number(text) : null);

/**
 * What a fragment asks for: null (none), { hex }, { text }, { raw }, { tooLarge }, { practice },
 * or { problem }, the key of a text that says what is wrong with it.
 */
export function readFragment(fragment) {
  if (!fragment || fragment === '#') return null;
  const params = new URLSearchParams(fragment.slice(1));
  if (params.has('hex')) {
    const hex = params.get('hex');
    if (!/^(?:[0-9a-fA-F]{2})*$/.test(hex)) {
      return {
        raw: hex,
        problem: 'link.bad-hex',
      };
    }
    return { hex };
  }
  if (params.has('text')) return { text: params.get('text') };
  if (params.has('raw')) return { raw: params.get('raw') };
  if (params.has('too-large')) {
    // The page writes it only for an input larger than a link holds: anything else is no size.
    const size = Number(params.get('too-large'));
    return Number.isSafeInteger(size) && size > MAX_LINK_BYTES ? { tooLarge: size } : { problem: 'link.bad-too-large' };
  }
  if (params.has('practice')) {
    const [level, seed, n] = ['level', 'seed', 'n'].map((name) => digits(params.get(name)));
    const practice = exerciseSpec({ kind: params.get('practice'), level, seed, n });
    return practice ? { practice } : { problem: 'link.bad-practice' };
  }
  return { problem: 'link.unknown' };
}
