// The utf8-abnf command line's commands: explain bytes, check files, decode and encode.
import { createReadStream, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CHECK_OPTIONS } from './quick-check.js';
import { print, printError, readError, report, shownName, UsageError, write, writeAsciiOnly } from './output.js';
import { loadSync as loadValidation } from '../validate-entry.js';
import { decoderOfLabel, groupDigits, hexBytes, LANGUAGES, labelProblem, loneSurrogateMessage, visibleText } from '../texts.js';

const USAGE = {
  main: `Usage: utf8-abnf <command> [options]

Commands:
  explain BYTES...     what each sequence of the bytes is, by the ABNF of RFC 3629
  check FILE...        whether files are UTF-8; where the first (or every) error is
  decode               UTF-8 from stdin to stdout, checked or repaired
  encode [TEXT...]     UTF-16 from stdin to UTF-8 on stdout, or the UTF-8 of TEXT in hex

Run utf8-abnf <command> --help for its options.`,
  explain: `Usage: utf8-abnf explain [BYTES...] [--file F] [--json]

Explains bytes one sequence at a time, streaming (any size in little memory): offset, bytes, the ABNF rule and alternative they match
(RULE UTF8-3/2; with a ? when the bytes attempted it and failed), the code point or the reason,
and the character.

BYTES may be written in any notation the page reads: E4 BD A0, e4bda0, 0xE4,0xBD, \\xE4\\xBD,
%E4%BD, b'\\xe4\\xbd', 11100100 10111101.

Options:
  --file F, -f F   explain the bytes of file F (- for stdin) instead
  --json           one JSON object per segment and line (JSON Lines)
  --lang LANG      the language of the messages and hints: ${LANGUAGES.join(' or ')}; default: from
                   LC_ALL, LC_MESSAGES or LANG when they name one of these (zh_CN.UTF-8), else en
  --color          colour even when not writing to a terminal (--no-color: never); the flags win over NO_COLOR`,
  check: `Usage: utf8-abnf check [--all] [--quiet] [-r] [--format F] FILE...

Checks that each FILE (- for stdin) is UTF-8, streaming, so files of any size need little memory.
Prints FILE:LINE:COLUMN: offset N: reason: message for the first error of each file, and a
FILE:LINE:COLUMN: note: line with a hint where one helps (Latin-1 text, an overlong form).

Options:
  --all            every error, not only the first
  -r, --recursive  check the files under each directory FILE, as git sees them: .gitignore
                   honoured, .git skipped, symbolic links not followed, binary files skipped
  --binary         with -r, check binary files too (binary: a NUL byte in the first 8,000
                   bytes, as git decides)
  --allow-empty    with -r, let a directory that gives no file to check pass (by default that
                   is status 2, as is a directory that cannot be read)
  --format F       text (default), json (one object per error and line) or github
                   (::error annotations for GitHub Actions)
  --lang LANG      the language of the messages: ${LANGUAGES.join(' or ')} (default: from LC_ALL,
                   LC_MESSAGES or LANG)
  --quiet, -q      print nothing; only the exit status tells
  --no-progress    no progress line on a terminal

Exit status: 0 when every file is UTF-8, 1 when one is not, 2 for a usage or read error (with
-r: a directory that cannot be read, or one that gives no file to check).`,
  decode: `Usage: utf8-abnf decode [--from ENCODING] [--errors MODE] [--strip-bom] [FILE]

Reads UTF-8 (or ENCODING) from FILE (default: stdin) and writes the text to stdout as UTF-8.

Options:
  --from ENCODING  the encoding of the input (default: utf-8), by any label of the WHATWG
                   Encoding Standard: gbk, gb18030, big5, shift_jis, euc-jp, iso-2022-jp,
                   euc-kr, windows-1250..1258, windows-874, iso-8859-2..16, koi8-r, koi8-u,
                   ibm866, macintosh, x-mac-cyrillic, utf-16le, utf-16be, latin1 ...;
                   check names the likely one of a file that is not UTF-8
  --errors MODE    strict (default): stop at the first error, with status 1;
                   replace: one U+FFFD per maximal subpart (per undefined sequence with --from);
                   ignore: drop what is ill-formed (UTF-8 only)
  --strip-bom      drop a byte order mark at the start (UTF-8 and UTF-16)`,
  encode: `Usage: utf8-abnf encode [--errors MODE] [--from ENCODING] [TEXT...]

With TEXT: prints its UTF-8 bytes in hex. Without: reads UTF-16 from stdin (a byte order mark, if
there is one, tells the byte order) and writes UTF-8 to stdout.

Options:
  --errors MODE        a lone surrogate is an error (strict, the default: status 1), U+FFFD
                       (replace) or dropped (ignore)
  --from ENCODING      utf-16le (default) or utf-16be`,
};

function parse(command, args, options) {
  try {
    return parseArgs({ args, options: { help: { type: 'boolean', short: 'h' }, ...options }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(`${visibleText(error.message)}\n\n${USAGE[command]}`);
  }
}

function errorsOption(value) {
  if (value === undefined) return 'strict';
  if (!['strict', 'replace', 'ignore'].includes(value))
    throw new UsageError(`--errors must be strict, replace or ignore, not ${visibleText(value)}`);
  return value;
}

// Chinese as Taiwan, Hong Kong and Macau write it: Traditional, which the package has no texts in.
const TRADITIONAL_CHINESE = /^zh[-_](?:hant|tw|hk|mo)\b/i;

// The character set that the locale environment names for the terminal (LC_ALL wins over
// LC_CTYPE, which wins over LANG, as in POSIX): the part after the dot; '' for a locale that names
// none (C and POSIX are ASCII, others their language's old default); null where no locale is set,
// which is taken as UTF-8, as Node writes.
function charsetOf({ LC_ALL, LC_CTYPE, LANG }) {
  const locale = LC_ALL || LC_CTYPE || LANG;
  if (!locale) return null;
  return /\.([^@]+)/.exec(locale)?.[1].toLowerCase() ?? '';
}
const isUtf8Charset = (charset) => charset === null || charset === 'utf-8' || charset === 'utf8';

/**
 * The language of messages: --lang, else the locale environment (LC_ALL wins over LC_MESSAGES,
 * which wins over LANG, as in POSIX), else English. A terminal whose character set is not UTF-8
 * gets English, and only ASCII, unless --lang asks otherwise; Traditional Chinese locales get
 * English (and --lang zh-TW Simplified Chinese, said so on stderr).
 */
function languageOf(values) {
  const utf8Terminal = isUtf8Charset(charsetOf(process.env));
  if (values.lang !== undefined) {
    const language = values.lang.toLowerCase().split(/[-_.]/)[0];
    if (!LANGUAGES.includes(language)) throw new UsageError(`--lang must be ${LANGUAGES.join(' or ')}, not ${visibleText(values.lang)}`);
    if (TRADITIONAL_CHINESE.test(values.lang))
      printError('utf8-abnf: there are no texts in Traditional Chinese: Simplified Chinese (zh) is written');
    return language;
  }
  if (!utf8Terminal) {
    writeAsciiOnly();
    return LANGUAGES[0];
  }
  const { LC_ALL, LC_MESSAGES, LANG } = process.env;
  const locale = LC_ALL || LC_MESSAGES || LANG || '';
  const language = /^([a-z]+)(?:[-_.@]|$)/i.exec(locale)?.[1].toLowerCase();
  return LANGUAGES.includes(language) && !TRADITIONAL_CHINESE.test(locale) ? language : LANGUAGES[0];
}

/**
 * UTF-16 from `chunks` to UTF-8 on stdout, a chunk at a time (any size in little memory): a byte
 * order mark at the start tells the byte order; an odd byte, or a high surrogate, at a chunk's end
 * waits for the next chunk. A lone surrogate's error (the full entry's Utf8Error) gives its index
 * in the whole input.
 */
async function encodeStream({ utf8, Utf8Error }, chunks, { errors, bigEndian: asked }) {
  let bigEndian = asked;
  let first = true;
  let odd = null; // a byte of a code unit that the next chunk completes
  let high = ''; // a high surrogate that may pair with the next chunk's first unit
  let units = 0; // code units before `high`
  let size = 0;
  const encode = (text) => {
    try {
      return utf8.encode(text, { errors });
    } catch (error) {
      if (!(error instanceof Utf8Error)) throw error;
      const index = units + error.index;
      throw new Utf8Error(loneSurrogateMessage(index, text.charCodeAt(error.index)), { ...error, index });
    }
  };
  for await (const chunk of chunks) {
    let bytes = odd ? Buffer.concat([odd, chunk]) : chunk;
    size += chunk.length;
    if (first && bytes.length >= 2) {
      first = false;
      if (bytes[0] === 0xff && bytes[1] === 0xfe) [bigEndian, bytes] = [false, bytes.subarray(2)];
      else if (bytes[0] === 0xfe && bytes[1] === 0xff) [bigEndian, bytes] = [true, bytes.subarray(2)];
    }
    const even = bytes.length & ~1;
    odd = even < bytes.length ? Buffer.from(bytes.subarray(even)) : null;
    const view = new DataView(bytes.buffer, bytes.byteOffset, even);
    let text = high;
    for (let i = 0; i < even; i += 2) text += String.fromCharCode(view.getUint16(i, !bigEndian));
    const last = text.charCodeAt(text.length - 1);
    high = last >= 0xd800 && last <= 0xdbff ? text.slice(-1) : '';
    const ready = high ? text.slice(0, -1) : text;
    await write(encode(ready));
    units += ready.length;
  }
  if (odd) {
    throw new UsageError(`UTF-16 input must have an even number of bytes; this has ${groupDigits(size)} (one byte is left over)`);
  }
  if (high) await write(encode(high));
}

async function explain(importFull, args) {
  const utf8 = await (await importFull()).load();
  const { values, positionals } = parse('explain', args, {
    file: { type: 'string', short: 'f' },
    json: { type: 'boolean' },
    lang: { type: 'string' },
    color: { type: 'boolean' },
    'no-color': { type: 'boolean' },
  });
  if (values.help) return print(USAGE.explain);
  if (values['no-color']) values.color = false;
  const locale = languageOf(values);
  // Each command's module is imported when it runs: the others' (a terminal's width tables, a
  // .gitignore reader) would only slow its start.
  const { explainSource, printSegments } = await import('./explain.js');
  let source;
  try {
    source = explainSource(utf8, values, positionals, locale);
  } catch (error) {
    if (error instanceof UsageError && error.message === 'no bytes to explain')
      throw new UsageError(`no bytes to explain\n\n${USAGE.explain}`);
    throw error;
  }
  if (source.failed) {
    printError(source.failed);
    return 2;
  }
  try {
    return await printSegments(utf8, source, values, locale);
  } catch (error) {
    if (!(error.code && error.syscall)) throw error;
    printError(readError(values.file, error));
    return 2;
  }
}

async function check(importFull, args) {
  const { values, positionals } = parse('check', args, CHECK_OPTIONS);
  if (values.help) return print(USAGE.check);
  if (!positionals.length) throw new UsageError(`no file to check\n\n${USAGE.check}`);
  const { checkFiles } = await import('./check.js');
  const loadFull = async () => (await importFull()).load();
  return checkFiles({ validation: loadValidation(), loadFull }, positionals, values, languageOf(values));
}

async function decode(importFull, args) {
  const { load, Utf8Error } = await importFull();
  const utf8 = await load();
  const { values, positionals } = parse('decode', args, {
    errors: { type: 'string' },
    'strip-bom': { type: 'boolean' },
    from: { type: 'string' },
  });
  if (values.help) return print(USAGE.decode);
  if (positionals.length > 1) throw new UsageError('decode reads one FILE (or stdin)');
  const errors = errorsOption(values.errors);
  const decoder = decoderFrom(utf8, values.from, { errors, stripBOM: values['strip-bom'] });
  const file = positionals.length && positionals[0] !== '-' ? positionals[0] : null;
  const input = file === null ? process.stdin : createReadStream(file, { highWaterMark: 1 << 20 });
  try {
    for await (const chunk of input) {
      const text = decoder.decode(chunk, { stream: true });
      if (text.error !== undefined) return notIn(decoder, text, file);
      await write(text);
    }
    const text = decoder.decode();
    if (text.error !== undefined) return notIn(decoder, text, file);
    await write(text);
  } catch (error) {
    if (error instanceof Utf8Error) {
      report(1);
      printError(`utf8-abnf: ${error.message}`);
      return 1;
    }
    if (error.code && error.syscall) {
      printError(readError(positionals[0] ?? '-', error));
      return 2;
    }
    throw error;
  }
  return 0;
}

// The decoder of --from: the codec's for UTF-8, the standard's for any other encoding.
function decoderFrom(utf8, from, { errors, stripBOM }) {
  if (from === undefined) return utf8.createDecoder({ errors, stripBOM });
  const decoder = decoderOfLabel(from, { fatal: errors === 'strict', stripBOM });
  if (decoder.name === 'utf-8') return utf8.createDecoder({ errors, stripBOM });
  const problem = labelProblem(decoder.name);
  if (problem) throw new UsageError(`--from ${shownName(from)} ${problem}`);
  if (errors === 'ignore') throw new UsageError('--errors ignore reads UTF-8 only: with --from, use strict or replace');
  return decoder;
}

// The text before the error is written, then where the error is.
async function notIn(decoder, { text, error, why }, file) {
  await write(text);
  report(1);
  printError(
    `utf8-abnf: ${file === null ? '<stdin>' : shownName(file)}: offset ${error}: not ${decoder.title}${why ? `, ${why}` : ''} (--errors replace reads on, with U+FFFD)`,
  );
  return 1;
}

async function encode(importFull, args) {
  const { load, Utf8Error } = await importFull();
  const utf8 = await load();
  const { values, positionals } = parse('encode', args, { errors: { type: 'string' }, from: { type: 'string' } });
  if (values.help) return print(USAGE.encode);
  const errors = errorsOption(values.errors);
  const from = values.from ?? 'utf-16le';
  if (from !== 'utf-16le' && from !== 'utf-16be') throw new UsageError(`--from must be utf-16le or utf-16be, not ${from}`);
  try {
    if (positionals.length) {
      print(hexBytes(utf8.encode(positionals.join(' '), { errors })));
      return 0;
    }
    await encodeStream({ utf8, Utf8Error }, process.stdin, { errors, bigEndian: from === 'utf-16be' });
    return 0;
  } catch (error) {
    if (!(error instanceof Utf8Error)) throw error;
    report(1);
    printError(`utf8-abnf: ${error.message}`);
    return 1;
  }
}

// Each command is given importFull(): a Promise of the full entry, imported when first asked for
// (its load() keeps the codec). check asks only once a file is not UTF-8: the slim validator
// answers the others.
const COMMANDS = { explain, check, decode, encode };
let fullEntry = null;
const importFull = () => (fullEntry ??= import('../index-node.js'));

/** Runs the command of `argv` (the arguments after the program's name); sets the exit status. */
export async function main(argv) {
  try {
    process.exitCode = await run(argv);
  } catch (error) {
    printError(error instanceof UsageError ? `utf8-abnf: ${error.message}` : `utf8-abnf: ${error.stack ?? error}`);
    process.exitCode = 2;
  }
}

async function run(argv) {
  const [command, ...args] = argv;
  if (!command) throw new UsageError(`no command\n\n${USAGE.main}`); // on stderr, status 2
  if (command === '--help' || command === '-h' || command === 'help') return print(USAGE.main);
  if (command === '--version') {
    // Run only bundled, from dist/: the package's root is one folder up.
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    return print(version);
  }
  if (!Object.hasOwn(COMMANDS, command)) throw new UsageError(`unknown command ${visibleText(command)}\n\n${USAGE.main}`);
  return COMMANDS[command](importFull, args);
}
