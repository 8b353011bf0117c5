// Public types of utf8-abnf for files and what is checked in them: a first look (identify), a
// check's errors with their lines and columns, conversion, and the words for a person.
import type { Bytes, DecodeOptions, LocaleOptions, Reason } from './index.js';

/** How a column counts: code points (the default), UTF-16 code units (a textarea's offsets) or graphemes. */
export type Columns = 'code-points' | 'utf-16' | 'graphemes';

/** An error of a stream: where its maximal subpart starts, as a byte offset and as a line and column. */
export interface LocatedError {
  index: number;
  length: number;
  reason: Reason;
  /** 1-based; the column counts in the unit of the `columns` option, a byte order mark at the start not counted. */
  line: number;
  column: number;
  message: string;
  /** What the error's bytes and the ones beside them tell (a lone Latin-1 byte, an overlong "/"), or null. */
  hint: string | null;
}

export type BlobCheck =
  | { valid: true; size: number; bom: boolean }
  | (LocatedError & {
      valid: false;
      size: number;
      /** Whether the file starts with a UTF-8 byte order mark (EF BB BF). */
      bom: boolean;
      /** The bytes around the error, cut between characters, and the file offset of the first of them. */
      context: { offset: number; bytes: Uint8Array<ArrayBuffer> };
      /** With allErrors: every error counted, in all and by reason, and the first 10,000 listed. */
      errorCount?: number;
      byReason?: Partial<Record<Reason, number>>;
      errors?: LocatedError[];
    });

/** checkString's answer: the first lone surrogate, its UTF-16 index and value, and its line and column. */
export type StringCheck =
  | { valid: true; bom: boolean }
  | { valid: false; index: number; line: number; column: number; bom: boolean; unit: number };

export interface ConvertOptions extends DecodeOptions {
  /** The encoding's WHATWG label ('gbk', 'shift_jis', 'latin1' ...); UTF-8 by default. */
  from?: string;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

export interface UserMessageOptions extends LocaleOptions {
  /** The file's name, as the person knows it. */
  name?: string;
  /** The bytes that check or identify read: line, column and excerpt come from them. */
  bytes?: Bytes;
  /** The string checkString read: the excerpt comes from it. */
  text?: string;
}

/** formatForUser's answer: a sentence for a person, the technical detail, and the line around the first error, or null. */
export interface UserMessage {
  summary: string;
  detail: string;
  /** The bad bytes marked by their hex value: Ren⟦E9⟧,Paris; … where the line is cut. */
  excerpt: string | null;
}

/** guessEncoding's answer: `encoding` null when `unsure` says why; the best readings, best first. */
export type EncodingGuess = {
  encoding: string | null;
  unsure: null | 'close' | 'no-language';
  candidates: { encoding: string; language: string; score: number }[];
};
/** identify's answer: `encoding` null for binary bytes, or text that `sure: false` lists the candidates of. */
export type Identification = {
  encoding: string | null;
  bom: boolean;
  binary: boolean;
  valid: boolean;
  firstError: { index: number; length: number; reason: Reason; line: number; column: number } | null;
  sure: boolean;
  candidates: EncodingGuess['candidates'];
};
/** What repairMojibake found: each kind is described in docs/api.md. */
export type MojibakeRepair = { encoding: string; bytes: Uint8Array<ArrayBuffer>; text: string } & (
  | { kind: 'encoded-again' | 'replaced-before'; times: number }
  | { kind: 'other-encoding' | 'damaged-copy' }
  | { kind: 'debug-fill'; byte: 0xcc | 0xcd }
);
