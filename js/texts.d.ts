// utf8-abnf/texts: the package's texts in each language and the way it writes bytes, code points
// and input, for a program that words bytes as the package does.

/** The languages of the texts, English (the default) first. */
export const LANGUAGES: readonly string[];

/** Why bytes fail to decode (each a `reason`), in the order every list of them is given, as utf8.summarize's byReason. */
export const DECODING_REASONS: readonly string[];

/** For each decoding reason, hex bytes whose first error is it: REASON_EXAMPLES.overlong is 'C0 AF'. */
export const REASON_EXAMPLES: Readonly<Record<string, string>>;

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

/** Whether `byte` is a continuation byte (80..BF, UTF8-tail), which starts no sequence. */
export function isContinuation(byte: number): boolean;
/** How many bytes the form led by `lead` takes by the bit layout (2 to 6, RFC 2279's too); 0 for a byte that leads none. */
export function formLength(lead: number): number;
/** How many of a byte's leading bits are its marker: 1 for 0xxxxxxx, 2 for 10xxxxxx, 3 for 110xxxxx ... 8 for 11111111. */
export function markerLength(byte: number): number;
/** How many bytes the shortest form of `value` takes: 1 to 4 for a code point, 5 or 6 past U+1FFFFF. */
export function shortestFormLength(value: number): number;

/**
 * What `bytes` hold read whole as one form by the bit layout alone (RFC 2279's, up to 6 bytes, or a
 * CESU-8 pair), the way a learner's mistaken answer is named; null when they are not one such form.
 */
export function looseFormOf(
  bytes: ArrayLike<number>,
): { form: 'utf-8' | 'overlong' | 'surrogate' | 'cesu-8' | 'beyond'; codePoint: number } | null;

/** The sentence of a Utf8Error for a lone surrogate `unit` at `index` (UTF-16 code units). */
export function loneSurrogateMessage(index: number, unit: number): string;

/** The name people write an encoding under ('GBK', 'Windows-1251', 'UTF-16LE') from its WHATWG name. */
export function encodingTitle(name: string): string;

/**
 * The bytes of one character in the encoding `name` (GBK, Big5 ..., UTF-16LE/BE), or null if it
 * has none there.
 * @throws {Error} in a browser, a worker or workerd, before loadEncodings() has settled
 */
export function bytesOfCharacter(name: string, character: string): number[] | null;

/** The sentence that says what a result of utf8.repairMojibake is, in `locale`. */
export function describeRepair(repair: { kind: string; encoding: string; times?: number; byte?: number }, locale: string): string;

/** How many of a reading's non-ASCII characters (utf8.readAsOtherEncodings) are common ones, in `locale`. */
export function describeReading(reading: { encoding: string; likely: number; characters: number }, locale: string): string;

/** The note on the encoding of a file's bytes from `offset` (utf8.guessEncoding's `guess`), in `locale`. */
export function describeGuess(
  guess: { encoding: string | null; unsure: null | 'close' | 'no-language'; candidates: { encoding: string }[] },
  offset: number,
  locale: string,
): string;

/**
 * Bytes in the encoding `name` (the WHATWG name of any encoding of the Encoding Standard but UTF-8
 * and replacement), read as the standard reads them: each sequence it does not define U+FFFD, or,
 * when `fatal`, the end of the text, `error` the offset of its first byte (-1: none) and `why` what
 * it was. Null for another name.
 * @throws {Error} in a browser, a worker or workerd, before loadEncodings() has settled
 */
export function decodeAs(
  name: string,
  bytes: ArrayLike<number>,
  options?: { fatal?: boolean },
): { text: string; error: number; why: string | undefined } | null;

/** A decoder of a stream in the encoding `name`, as decodeAs reads it (offsets from the stream's start). */
export function createOtherDecoder(
  name: string,
  options?: { fatal?: boolean; utf8?: boolean },
): { decode(bytes?: ArrayLike<number>, options?: { stream?: boolean }): { text: string; error: number; why: string | undefined } } | null;

/**
 * The decoder of the encoding `label` names, other than UTF-8 (`decode --from`): its text (with `utf8`, its UTF-8
 * bytes, a view the next call writes over), or what came before the first error, where and what it is, only when
 * `fatal`; { name } alone for UTF-8, 'replacement' and null (no such label).
 */
export function decoderOfLabel(
  label: string,
  options: { fatal: boolean; stripBOM?: boolean; utf8?: boolean },
): {
  name: string | null;
  title?: string;
  decode?(
    chunk?: ArrayLike<number>,
    options?: { stream?: boolean },
  ): string | Uint8Array | { text?: string; bytes?: Uint8Array; error: number; why: string | undefined };
};
/** Why no text is read in the encoding named `name` (encodingOfLabel's answer: null, 'replacement'), or null. */
export function labelProblem(name: string | null): string | null;

/** The WHATWG name of the encoding `label` names ('replacement' for those it reads no text in), or null. */
export function encodingOfLabel(label: string): string | null;

/** Loads the other encodings' decoders and tables, which the functions above read. */
export function loadEncodings(): Promise<void>;
