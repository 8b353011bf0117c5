// utf8-abnf/texts: the package's texts in each language and the way it writes bytes, code points
// and input, for a program that words bytes as the package does.

/** The languages of the texts, English (the default) first. */
export const LANGUAGES: readonly string[];

/** Each language's catalog: a text by key, with {placeholders}. */
export const catalogs: Readonly<Record<string, Readonly<Record<string, string>>>>;

/** `template` with each {name} replaced by params[name]. */
export function fill(template: string, params?: Record<string, unknown>): string;

/** The text of `key` in `locale` (one of LANGUAGES), its placeholders filled from `params`. */
export function say(locale: string, key: string, params?: Record<string, unknown>): string;

/** "{count} bytes" and the like: key.one for 1, key.other for any other count, the count written as `locale` writes numbers. */
export function sayCount(locale: string, key: string, count: number): string;

/** Text as a terminal or a page may show it: control, bidi and invisible characters, and lone surrogates, as [BADGE]s. */
export function visibleText(text: string): string;

/** A byte as two upper-case hex digits: E4. */
export function hex(byte: number): string;

/** Bytes as hex pairs with a space between: E4 BD A0. */
export function hexBytes(bytes: ArrayLike<number>): string;

/** A code point as Unicode writes it: U+4F60. */
export function codePointLabel(codePoint: number): string;
/** A whole number with its digits grouped by three, as the texts write counts and offsets: 50,001. */
export function groupDigits(number: number): string;

/** The sentence of a Utf8Error for a lone surrogate `unit` at `index` (UTF-16 code units). */
export function loneSurrogateMessage(index: number, unit: number): string;

/** The name people write an encoding under ('GBK', 'Windows-1251', 'UTF-16LE') from its WHATWG name. */
export function encodingTitle(name: string): string;

/** The bytes of one character in the encoding `name` (GBK, Big5 ..., UTF-16LE/BE), or null if it has none there. */
export function bytesOfCharacter(name: string, character: string): number[] | null;

/** The sentence that says what a result of utf8.repairMojibake is, in `locale`. */
export function describeRepair(repair: { kind: string; encoding: string; times?: number; byte?: number }, locale: string): string;

/** How many of a reading's non-ASCII characters (utf8.readAsOtherEncodings) are common ones, in `locale`. */
export function describeReading(reading: { likely: number; characters: number }, locale: string): string;

/** "looks like GBK: ..." for a reading of a file's bytes from `offset`, in `locale`. */
export function describeGuess(reading: { encoding: string; likely: number; characters: number }, offset: number, locale: string): string;

/**
 * Bytes in the encoding `name` (GBK, Big5, Shift_JIS, EUC-KR, windows-1250..1258, windows-874),
 * read with its table derived from the platform's decoder: each undefined byte or pair U+FFFD, or,
 * when `fatal`, the end of the text and `error` its offset (-1: none); with `stream`, a lead byte
 * at the end is left for the next call (`read` counts the bytes read). Null for another name, or
 * where the platform cannot decode it.
 */
export function decodeAs(
  name: string,
  bytes: ArrayLike<number>,
  options?: { fatal?: boolean; stream?: boolean },
): { text: string; error: number; read: number } | null;
