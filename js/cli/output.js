// What the command line writes, and how: lines and chunks to stdout with backpressure, colour when
// asked, anything that came from input made visible, and an exit status that holds even when the
// reader goes away (| head).
import { once } from 'node:events';
import { visibleText } from '../texts.js';

export class UsageError extends Error {}

/** The status to exit with if stdout closes now: what the command has found so far. */
export const found = { status: 0 };

/** Raises the status so far to `status` (1: something is not UTF-8). */
export function report(status) {
  found.status = Math.max(found.status, status);
}

process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(found.status); // the reader went away; say what was found
});

// What a terminal whose character set is not UTF-8 is given instead of a character beyond ASCII.
const escapeBeyondAscii = (text) => text.replace(/[^\0-\x7f]/gu, (c) => `\\u{${c.codePointAt(0).toString(16).toUpperCase()}}`);

/** Whether messages, tables and reports are ASCII only (writeAsciiOnly). */
export const output = { asciiOnly: false };

/**
 * From now on the messages, tables and reports (not the data that decode and encode write) are
 * ASCII: each other character as \u{XXXX}, for a terminal whose character set is not UTF-8.
 */
export function writeAsciiOnly() {
  output.asciiOnly = true;
}

/** `text` as the terminal is given it: as it is, or with \u{XXXX} beyond ASCII (writeAsciiOnly). */
export const terminalText = (text) => (output.asciiOnly ? escapeBeyondAscii(text) : text);

export function print(text) {
  process.stdout.write(`${terminalText(text)}\n`);
  return 0;
}

export function printError(text) {
  process.stderr.write(`${terminalText(text)}\n`);
}

/** Writes `data`, waiting while the reader is slower than us (one listener at a time). */
export async function write(data) {
  if (!process.stdout.write(data)) await once(process.stdout, 'drain');
}

// Lines are written this many characters at a time: a write per line costs more than the line.
const BATCH = 1 << 16;

/**
 * Lines gathered and written a batch at a time, each write waiting while the reader is slower:
 * memory stays bounded however many lines come and however slowly they are read. add() is
 * synchronous (a line costs no wait); it says when a batch is gathered, for the caller to flush().
 * Nothing is written before `ready` (the lines of what came before) is.
 */
export function createLineWriter(ready = Promise.resolve()) {
  let pending = '';
  const flush = async () => {
    await ready;
    const out = pending;
    pending = '';
    if (out) await write(out);
  };
  return {
    add(text) {
      pending += `${terminalText(text)}\n`;
      return pending.length >= BATCH;
    },
    flush,
    /** The last lines, then `last` (a Promise of one more line, or of null): a Promise of all written. */
    end: (last) =>
      flush()
        .then(() => last)
        .then((line) => line !== null && write(`${terminalText(line)}\n`)),
  };
}

/**
 * Whether to colour `stream`: --color and --no-color win, then FORCE_COLOR (0 or false: never;
 * any other value: always, as Node itself reads it), then NO_COLOR, then whether it is a terminal.
 */
export function useColor(values, stream) {
  if (values.color !== undefined) return values.color;
  const { FORCE_COLOR, NO_COLOR } = process.env;
  if (FORCE_COLOR !== undefined) return FORCE_COLOR !== '0' && FORCE_COLOR !== 'false';
  if (NO_COLOR) return false;
  return Boolean(stream.isTTY);
}

export const paint = (on) => (code, text) => (on ? `\x1b[${code}m${text}\x1b[0m` : text);

const strict = new TextDecoder('utf-8', { fatal: true });

/** `bytes` as a string if they are UTF-8, else null. */
export function utf8Text(bytes) {
  try {
    return strict.decode(bytes);
  } catch {
    return null;
  }
}

/**
 * A path as text: the path itself when it is a string; the bytes of a Buffer path as UTF-8 where
 * they are, and each other byte as \xHH (as `ls -b` writes it), so that no two names read alike.
 */
export function pathText(path) {
  if (typeof path === 'string') return path;
  let text = '';
  for (let at = 0; at < path.length; ) {
    // The first 1 to 4 bytes from `at` that the platform decodes as a character; else one byte,
    // escaped (and a backslash too, so that an escape always stands for a byte).
    let character = null;
    let length = 1;
    for (; length <= 4 && at + length <= path.length && character === null; length++) character = utf8Text(path.subarray(at, at + length));
    if (character !== null && character !== '\\') {
      text += character;
      at += length - 1;
    } else {
      text += `\\x${path[at].toString(16).toUpperCase().padStart(2, '0')}`;
      at += 1;
    }
  }
  return text;
}

/**
 * A file name as the output shows it: control and bidi characters as badges, the bytes of a name
 * that is not UTF-8 (a Buffer path) as \\xHH.
 */
export const shownName = (file) => (file === '-' ? '<stdin>' : visibleText(pathText(file)));

/** An error reading a file, in words, without a stack. */
export const readError = (file, error) => `utf8-abnf: cannot read ${shownName(file)}: ${visibleText(error.message)}`;
