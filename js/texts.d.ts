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

/** The sentence of a Utf8Error for a lone surrogate `unit` at `index` (UTF-16 code units). */
export function loneSurrogateMessage(index: number, unit: number): string;
