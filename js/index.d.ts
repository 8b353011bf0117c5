// Public types of utf8-abnf, written by hand (those of files and their checks in files.d.ts).
import type {
  BlobCheck,
  Columns,
  ConvertOptions,
  EncodingGuess,
  Identification,
  LocatedError,
  MojibakeRepair,
  StringCheck,
  UserMessage,
  UserMessageOptions,
} from './files.js';
export * from './files.js';

/** A Uint8Array, an ArrayBuffer (or SharedArrayBuffer), or any ArrayBufferView (Buffer, DataView, ...). */
export type Bytes = ArrayBufferLike | ArrayBufferView;

/** Why a maximal subpart of the input is not UTF-8 (RFC 3629 section 4, Unicode D93b). */
export type Reason =
  | 'unexpected-continuation'
  | 'overlong'
  | 'surrogate'
  | 'too-large'
  | 'invalid-byte'
  | 'missing-continuation'
  | 'truncated';
export type Rule = 'UTF8-1' | 'UTF8-2' | 'UTF8-3' | 'UTF8-4';
/** 'strict' throws a Utf8Error, 'replace' gives U+FFFD per maximal subpart, 'ignore' drops it. */
export type ErrorMode = 'strict' | 'replace' | 'ignore';
export type CheckResult = { valid: true } | { valid: false; index: number; length: number; reason: Reason };
// Bytes the package returns are its own, on an ArrayBuffer (never shared): Uint8Array<ArrayBuffer>,
// so that they can go to a Blob or crypto.subtle as TextEncoder's can (TypeScript 5.7 and later).
/** One valid sequence or one maximal subpart; explain's segments tile the input in order. */
export interface Segment {
  index: number;
  length: number;
  bytes: Uint8Array<ArrayBuffer>;
  valid: boolean;
  /** The rule matched, or attempted when invalid; null for a byte that can start nothing. */
  rule: Rule | null;
  /** The alternative's number within its rule, as the RFC lists them. */
  alternative: number | null;
  codePoint: number | null;
  reason: Reason | null;
  /** One sentence, in the language of the `locale` option (English by default). */
  message: string;
  /**
   * For an invalid segment that is part of one attempted sequence (a lead that UTF-8 rejected and
   * the continuation bytes it would have taken, each a maximal subpart of its own: ED A0 80):
   * where the attempt starts, its length and bytes, whether it has all the bytes its lead's form
   * takes, and one sentence about it; otherwise null.
   */
  attempt: { index: number; length: number; bytes: Uint8Array<ArrayBuffer>; complete: boolean; message: string } | null;
  /** With explain(bytes, { hints: true }): what the bytes probably are (an overlong "/", CESU-8, ...). */
  hint?: string | null;
}

/** Texts for a reader (messages, hints, titles) in 'en' (the default) or 'zh' ('zh-CN' and such count); Utf8Error's are English. */
export type Locale = 'en' | 'zh' | (string & {});
export interface LocaleOptions {
  locale?: Locale;
}
export interface ExplainOptions extends LocaleOptions {
  /** Only the segments that overlap bytes[from, to); `origin`: where bytes[0] sits in a larger input (a file), indexes and messages count from it. */
  from?: number;
  to?: number;
  origin?: number;
  /** Add a teaching `hint` to each segment. */
  hints?: boolean;
}

export interface Summary {
  length: number;
  valid: boolean;
  /** Valid sequences (characters). */
  sequences: number;
  /** Maximal subparts, and the bytes they hold. */
  errors: number;
  errorBytes: number;
  /** Valid sequences per alternative, in the order of `grammar`. */
  byAlternative: number[];
  byReason: Record<Reason, number>;
  firstError: { index: number; length: number; reason: Reason } | null;
  /** With summarize(bytes, { errorIndexes: true }): where each error (maximal subpart) starts, in order. */
  errorIndexes?: Uint32Array;
}

export type AutomatonStep = {
  /** The byte read (bytes.length for the end of the input). */
  index: number;
  byte?: number;
  byteClass?: number;
  /** The state before the step; `to` the state after it, unless the step rejects. */
  from: number;
  to?: number;
  /** A reject: why, and the maximal subpart it ends; `again` when the byte is read again from Start. */
  reject?: Reason;
  subpart?: { index: number; length: number };
  again?: boolean;
  /** The last step of a valid sequence: the sequence. */
  sequence?: { index: number; length: number };
  /** The input ended inside a sequence. */
  end?: true;
};

export interface Automaton {
  /** The byte classes, each a run of bytes (00..7F, 80..8F, ...). */
  readonly classes: ReadonlyArray<{ readonly first: number; readonly last: number }>;
  classOf(byte: number): number;
  /** States by number; 0, Start, is the only accepting one. */
  readonly states: ReadonlyArray<{ readonly name: string; readonly accepting: boolean }>;
  next(state: number, byte: number): { state: number } | { reject: Reason };
  walk(bytes: Bytes, limit?: number): AutomatonStep[];
}
export type Notation = 'empty' | 'hex' | 'binary' | 'escapes' | 'percent' | 'python' | 'decimal' | 'xxd' | 'hexdump' | 'code-points';
export type ParseProblem =
  | 'not-hex-digit'
  | 'odd-hex-digits'
  | 'not-binary-digit'
  | 'bits-not-multiple-of-8'
  | 'bad-escape'
  | 'bad-percent'
  | 'unterminated-quote'
  | 'not-ascii'
  | 'unexpected-character'
  | 'not-scalar-value'
  | 'bad-code-point'
  | 'squeezed-lines'
  | 'dump-offset';

export type ParsedBytes =
  | { ok: true; bytes: Uint8Array<ArrayBuffer>; notation: Notation }
  | {
      ok: false;
      /** The notation the text was read as. */
      notation: Notation;
      /** UTF-16 index of the unreadable character. */
      index: number;
      problem: ParseProblem;
      message: string;
    };

/** One alternative of the ABNF, e.g. UTF8-3 alternative 2 = %xE1-EC 2( UTF8-tail ). */
export interface GrammarAlternative {
  rule: 1 | 2 | 3 | 4;
  alternative: number;
  text: string;
  /** Allowed [lo, hi] of each byte. */
  bytes: ReadonlyArray<readonly [number, number]>;
  /** First and last code points it encodes. */
  first: number;
  last: number;
}

export interface DecodeOptions {
  errors?: ErrorMode;
  /** Drop a U+FEFF byte order mark at the start (default: keep it). */
  stripBOM?: boolean;
}
export interface EncodeOptions {
  errors?: ErrorMode;
}
export interface Validator {
  push(bytes: Bytes): void;
  /** The first error found so far, or null; a truncated end is only known at end(). */
  readonly firstError: { index: number; length: number; reason: Reason } | null;
  /** The result of check() on everything pushed since the last end(); resets the validator. */
  end(): CheckResult;
}
export interface Decoder {
  /** TextDecoder's streaming semantics: with stream: true an unfinished sequence waits for more bytes. */
  decode(bytes?: Bytes, options?: { stream?: boolean }): string;
}
export interface Utf8 {
  /** Which wasm build is running. */
  readonly variant: 'simd' | 'scalar';
  /** The nine alternatives of the ABNF. */
  readonly grammar: ReadonlyArray<GrammarAlternative>;
  validate(bytes: Bytes): boolean;
  check(bytes: Bytes): CheckResult;
  /** @throws {Utf8Error} in strict mode (the default) */
  decode(bytes: Bytes, options?: DecodeOptions): string;
  /** @throws {Utf8Error} with reason 'lone-surrogate' and a UTF-16 index in strict mode (the default) */
  encode(text: string, options?: EncodeOptions): Uint8Array<ArrayBuffer>;
  /** @throws {RangeError} for surrogates, values above 0x10FFFF, negatives and non-integers */
  encodeCodePoints(codePoints: Iterable<number>): Uint8Array<ArrayBuffer>;
  /**
   * The segments, in order. Past 4,096 of them each is made when first read: an Array to every read (indexing,
   * iteration, methods, JSON, console.log) whose own keys are `explained` and what you write; structuredClone and
   * postMessage copy `explained`, which explainPosted reads.
   */
  explain(bytes: Bytes, options?: ExplainOptions): Segment[];
  /** What explain returned, after structuredClone or postMessage: the same segments. @throws {TypeError} for anything else */
  explainPosted(posted: unknown): Segment[];
  summarize(bytes: Bytes, options?: { errorIndexes?: boolean }): Summary;
  /** The codec's own validating automaton, as data, and a walk through it. */
  readonly automaton: Automaton;
  /** Reads bytes written as text: hex, \x escapes, %XX, b'...', binary, decimal, dumps, U+ code points. */
  parseBytes(text: string, options?: LocaleOptions): ParsedBytes;
  /**
   * Reads code points written as U+4F60, 4F60, 0x4F60, \u{1F600}, \uD83D\uDE00 (a pair joined), &#x1F600;,
   * &#128512; or #128512 (decimal); a surrogate or a value above U+10FFFF is an error that says why.
   */
  parseCodePoints(
    text: string,
    options?: LocaleOptions,
  ): { ok: true; codePoints: number[] } | { ok: false; index: number; message: string };
  /** Every error of the bytes `chunks` (an iterable or async iterable of Bytes) hold, in order as read: any size, little memory. */
  findErrors(
    chunks: Iterable<Bytes> | AsyncIterable<Bytes>,
    options?: LocaleOptions & { columns?: Columns },
  ): AsyncGenerator<LocatedError, void, undefined>;
  /** Reads in slices; onProgress(0, 0) once for an empty file. */
  checkBlob(
    blob: Blob,
    options?: {
      onProgress?: (done: number, total: number) => void;
      signal?: AbortSignal;
      allErrors?: boolean;
      columns?: Columns;
    } & LocaleOptions,
  ): Promise<BlobCheck>;
  /** A string's first lone surrogate (what UTF-8 cannot encode), as a textarea's check needs it. */
  checkString(text: string, options?: { columns?: Columns }): StringCheck;
  /** A Blob of the UTF-8 of a file in `from` (any WHATWG label, UTF-8 by default), read and written in slices. */
  convertBlob(blob: Blob, options?: ConvertOptions): Promise<Blob>;
  /** What a result of check, checkBlob, checkString, findErrors or identify means, for the person who chose the file. */
  formatForUser(
    result: CheckResult | BlobCheck | StringCheck | Identification | (LocatedError & { valid: false }),
    options?: UserMessageOptions,
  ): UserMessage;
  createValidator(): Validator;
  createDecoder(options?: DecodeOptions): Decoder;
  /**
   * Bytes in, text out, as createDecoder decodes them, or from the encoding `from` names (await loadEncodings()
   * first in a browser); a strict error errors the stream, after the text before it.
   */
  createDecoderStream(options?: DecodeOptions & { from?: string }): TransformStream<Bytes, string>;
  /** Bytes in, the same bytes out, until the first error, which errors the stream with a Utf8Error. */
  createValidatorStream(): TransformStream<Bytes, Uint8Array>;
  /**
   * How to show a code point: a printable character as itself (a combining mark on a dotted
   * circle), an invisible, control, bidi-control or unassigned one as a named badge ('RLO', 'NUL').
   */
  describeCharacter(
    codePoint: number,
    options?: LocaleOptions,
  ):
    | { badge: null; text: string; title: string; kind?: 'combining' }
    | { badge: string; title: string; kind: 'control' | 'format' | 'space' | 'bidi' };
  /** The other encodings' decoders and tables, awaited once in a browser, a worker or workerd. */
  loadEncodings(): Promise<void>;
  /** What text that went through the wrong encoding was meant to be (docs/api.md), or null. */
  repairMojibake(bytes: Bytes): MojibakeRepair | null;
  /** Invalid UTF-8 read in each other encoding, likeliest first; [] for UTF-8. */
  readAsOtherEncodings(
    bytes: Bytes,
  ): { encoding: string; title: string; text: string; characters: number; likely: number; undefined: number; strong: boolean }[];
  /** The encoding that bytes not in UTF-8 are likely in, or why none is named (docs/api.md). */
  guessEncoding(bytes: Bytes): EncodingGuess;
  /** A first look at any bytes: UTF-8, UTF-16, binary, or the encoding of text that is not UTF-8 (docs/api.md). */
  identify(bytes: Bytes): Identification;
  /** identify for a Blob or File, read in slices (it awaits loadEncodings itself). */
  identifyBlob(blob: Blob, options?: { signal?: AbortSignal }): Promise<Identification>;
  /**
   * WHATWG's TextDecoder and TextDecoderStream for UTF-8: its labels (any other a RangeError), fatal, ignoreBOM (the BOM
   * dropped by default), stream; one U+FFFD per maximal subpart; errors are Utf8Errors, which are TypeErrors.
   */
  readonly TextDecoder: new (
    label?: string,
    options?: TextDecoderOptions,
  ) => Utf8TextDecoder;
  readonly TextDecoderStream: new (label?: string, options?: TextDecoderOptions) => Utf8TextDecoderStream;
  /** As TextEncoder's: as much of `source` as fits in `destination`, never half a character. */
  encodeInto(source: string, destination: Uint8Array): { read: number; written: number };
  /** UTF-8 bytes of `string`, a lone surrogate counted as U+FFFD's 3 (as TextEncoder writes it). */
  byteLength(string: string): number;
  /** Bytes of the wasm heap in use (constant: nothing is allocated per call). */
  heapInUse(): number;
}

export interface TextDecoderOptions {
  fatal?: boolean;
  ignoreBOM?: boolean;
}

/** As WHATWG's TextDecoder, for UTF-8. */
export interface Utf8TextDecoder {
  readonly encoding: 'utf-8';
  readonly fatal: boolean;
  readonly ignoreBOM: boolean;
  /** @throws {Utf8Error} (a TypeError) with fatal: true */
  decode(input?: Bytes, options?: { stream?: boolean }): string;
}

/** As WHATWG's TextDecoderStream, for UTF-8. */
export interface Utf8TextDecoderStream {
  readonly encoding: 'utf-8';
  readonly fatal: boolean;
  readonly ignoreBOM: boolean;
  readonly readable: ReadableStream<string>;
  readonly writable: WritableStream<Bytes>;
}

export interface LoadOptions {
  /** Force a build; default 'auto' picks SIMD where the engine can. With `module`, that module's build. */
  variant?: 'auto' | 'simd' | 'scalar';
  /** The package's wasm file (utf8abnf.simd.wasm or .scalar.wasm), compiled or as bytes: for workerd, a bundler's import. */
  module?: WebAssembly.Module | Bytes;
}

/** Instantiates the codec once per build; later calls return the same object. */
export function load(options?: LoadOptions): Promise<Utf8>;

/**
 * As load(), at once, where the platform compiles wasm synchronously (Node, Bun, Deno, Web Workers) and
 * reads the wasm file synchronously (Node, Bun, Deno) or is given it as `module`; not a browser's main thread.
 */
export function loadSync(options?: LoadOptions): Utf8;

// The codec's functions of these names, without load(): plain JavaScript.
export const describeCharacter: Utf8['describeCharacter'];
export const parseCodePoints: Utf8['parseCodePoints'];
export const byteLength: Utf8['byteLength'];
export const loadEncodings: Utf8['loadEncodings'];

/** A TypeError, with the code of Node's fatal TextDecoder, so that a catch for either catches both. */
export class Utf8Error extends TypeError {
  constructor(message: string, details: { index: number; length: number; reason: Reason | 'lone-surrogate' });
  readonly name: 'Utf8Error';
  readonly code: 'ERR_ENCODING_INVALID_ENCODED_DATA';
  /** Byte offset (decode) or UTF-16 index (encode) where the error starts. */
  readonly index: number;
  readonly length: number;
  readonly reason: Reason | 'lone-surrogate';
}
