#!/usr/bin/env node
// The utf8-abnf command line: explain bytes, check files, decode and encode.
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { load, Utf8Error } from './index.js';
import { hexBytes } from './messages.js';
import { errorsIn } from './scan.js';

const USAGE = {
  main: `Usage: utf8-abnf <command> [options]

Commands:
  explain BYTES...     what each sequence of the bytes is, by the ABNF of RFC 3629
  check FILE...        whether files are UTF-8; where the first (or every) error is
  decode               UTF-8 from stdin to stdout, checked or repaired
  encode [TEXT...]     UTF-16 from stdin to UTF-8 on stdout, or the UTF-8 of TEXT in hex

Run utf8-abnf <command> --help for its options.`,
  explain: `Usage: utf8-abnf explain [BYTES...] [--file F] [--json]

Explains bytes one sequence at a time: offset, bytes, the ABNF rule and alternative they match
(RULE UTF8-3/2; with a ? when the bytes attempted it and failed), the code point or the reason,
and the character.

BYTES may be written in any notation the page reads: E4 BD A0, e4bda0, 0xE4,0xBD, \\xE4\\xBD,
%E4%BD, b'\\xe4\\xbd', 11100100 10111101.

Options:
  --file F, -f F   explain the bytes of file F (- for stdin) instead
  --json           one JSON array of segments
  --color          colour even when not writing to a terminal (--no-color: never; NO_COLOR is obeyed)`,
  check: `Usage: utf8-abnf check [--all] [--quiet] FILE...

Checks that each FILE (- for stdin) is UTF-8, streaming, so files of any size need little memory.
Prints FILE:LINE:COLUMN: offset N: reason: message for the first error of each file.

Options:
  --all            every error, not only the first
  --quiet, -q      print nothing; only the exit status tells
  --no-progress    no progress line on a terminal

Exit status: 0 when every file is UTF-8, 1 when one is not, 2 for a usage or read error.`,
  decode: `Usage: utf8-abnf decode [--errors MODE] [--strip-bom] [FILE]

Reads UTF-8 from FILE (default: stdin) and writes the text to stdout as UTF-8.

Options:
  --errors MODE    strict (default): stop at the first error, with status 1;
                   replace: one U+FFFD per maximal subpart; ignore: drop what is ill-formed
  --strip-bom      drop a byte order mark at the start`,
  encode: `Usage: utf8-abnf encode [--errors MODE] [--from ENCODING] [TEXT...]

With TEXT: prints its UTF-8 bytes in hex. Without: reads UTF-16 from stdin (a byte order mark, if
there is one, tells the byte order) and writes UTF-8 to stdout.

Options:
  --errors MODE        a lone surrogate is an error (strict, the default: status 1), U+FFFD
                       (replace) or dropped (ignore)
  --from ENCODING      utf-16le (default) or utf-16be`,
};

class UsageError extends Error {}

function parse(command, args, options) {
  try {
    return parseArgs({ args, options: { help: { type: 'boolean', short: 'h' }, ...options }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(`${error.message}\n\n${USAGE[command]}`);
  }
}

function errorsOption(value) {
  if (value === undefined) return 'strict';
  if (!['strict', 'replace', 'ignore'].includes(value)) throw new UsageError(`--errors must be strict, replace or ignore, not ${value}`);
  return value;
}

function useColor(values, stream) {
  if (values.color === false || process.env.NO_COLOR) return false;
  return values.color === true || Boolean(stream.isTTY);
}

const paint = (on) => (code, text) => (on ? `\x1b[${code}m${text}\x1b[0m` : text);

async function readAll(file) {
  if (file !== '-') return new Uint8Array(readFileSync(file));
  const parts = [];
  for await (const chunk of process.stdin) parts.push(chunk);
  return new Uint8Array(Buffer.concat(parts));
}

// Terminal columns a string takes: East Asian wide characters and emoji take two.
const WIDE =
  /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6\u{1F300}-\u{1F64F}\u{1F900}-\u{1F9FF}\u{20000}-\u{3FFFD}]/u;
const columns = (text) => [...text].reduce((sum, character) => sum + (WIDE.test(character) ? 2 : 1), 0);

function characterOf(utf8, segment) {
  if (!segment.valid) return '\uFFFD';
  const view = utf8.describeCharacter(segment.codePoint);
  return view.badge ? `[${view.badge}]` : view.text;
}

async function explain(utf8, args) {
  const { values, positionals } = parse('explain', args, {
    file: { type: 'string', short: 'f' },
    json: { type: 'boolean' },
    color: { type: 'boolean' },
    'no-color': { type: 'boolean' },
  });
  if (values.help) return print(USAGE.explain);
  if (values['no-color']) values.color = false;
  let bytes;
  if (values.file !== undefined) {
    if (positionals.length) throw new UsageError('give BYTES or --file, not both');
    bytes = await readAll(values.file);
  } else {
    if (!positionals.length) throw new UsageError(`no bytes to explain\n\n${USAGE.explain}`);
    const text = positionals.join(' ');
    const parsed = utf8.parseBytes(text);
    if (!parsed.ok) throw new UsageError(`could not read the bytes at character ${parsed.index + 1} of "${text}": ${parsed.message}`);
    bytes = parsed.bytes;
  }
  const segments = utf8.explain(bytes, { hints: true });
  if (values.json) {
    print(
      JSON.stringify(
        segments.map((s) => ({ ...s, bytes: hexBytes(s.bytes) })),
        null,
        2,
      ),
    );
    return 0;
  }
  const color = paint(useColor(values, process.stdout));
  const rows = segments.map((s) => [
    String(s.index),
    hexBytes(s.bytes),
    s.rule ? `${s.rule}/${s.alternative}${s.valid ? '' : '?'}` : '-',
    s.valid ? `U+${s.codePoint.toString(16).toUpperCase().padStart(4, '0')}` : s.reason,
    characterOf(utf8, s),
  ]);
  const header = ['OFFSET', 'BYTES', 'RULE', 'CODE POINT', 'CHAR'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => columns(row[i]))));
  const line = (cells) => cells.map((cell, i) => cell + ' '.repeat(widths[i] - columns(cell))).join('  ');
  print(color('1', `${line(header)}  MESSAGE`));
  segments.forEach((s, i) => {
    const text = `${line(rows[i])}  ${s.message}`;
    print(s.valid ? text : color('31', text));
    if (s.hint) print(`${' '.repeat(widths.reduce((a, b) => a + b + 2, 0))}${color('36', `hint: ${s.hint}`)}`);
  });
  const errors = segments.filter((s) => !s.valid).length;
  print(
    errors
      ? color('31', `${bytes.length} bytes: not UTF-8 (${errors} error${errors === 1 ? '' : 's'})`)
      : color('32', `${bytes.length} bytes: valid UTF-8`),
  );
  return errors ? 1 : 0;
}

// A progress line on a terminal for long inputs, at most four times a second.
function progressLine(name, size) {
  if (!process.stderr.isTTY || !size) return { update() {}, done() {} };
  let shown = 0;
  let written = false;
  return {
    update(done) {
      const now = Date.now();
      if (now - shown < 250) return;
      shown = now;
      written = true;
      process.stderr.write(`\rchecking ${name}: ${Math.floor((100 * done) / size)}% of ${(size / 1048576).toFixed(1)} MiB`);
    },
    done() {
      if (written) process.stderr.write('\r\x1b[K');
    },
  };
}

async function check(utf8, args) {
  const { values, positionals } = parse('check', args, {
    all: { type: 'boolean' },
    quiet: { type: 'boolean', short: 'q' },
    'no-progress': { type: 'boolean' },
  });
  if (values.help) return print(USAGE.check);
  if (!positionals.length) throw new UsageError(`no file to check\n\n${USAGE.check}`);
  let status = 0;
  for (const file of positionals) {
    const name = file === '-' ? '<stdin>' : file;
    let size = 0;
    let stream;
    try {
      if (file === '-') {
        stream = process.stdin;
      } else {
        size = statSync(file).size;
        stream = createReadStream(file, { highWaterMark: 1 << 20 });
      }
    } catch (error) {
      printError(`utf8-abnf: cannot read ${name}: ${error.message}`);
      status = 2;
      continue;
    }
    const progress = values['no-progress'] || values.quiet ? { update() {}, done() {} } : progressLine(name, size);
    let read = 0;
    async function* chunks() {
      for await (const chunk of stream) {
        read += chunk.length;
        progress.update(read);
        yield chunk;
      }
    }
    try {
      let found = false;
      for await (const error of errorsIn(utf8, chunks())) {
        if (!found) progress.done();
        found = true;
        if (!values.quiet) print(`${name}:${error.line}:${error.column}: offset ${error.index}: ${error.reason}: ${error.message}`);
        if (!values.all) break;
      }
      progress.done();
      if (found) status = Math.max(status, 1);
    } catch (error) {
      progress.done();
      printError(`utf8-abnf: cannot read ${name}: ${error.message}`);
      status = 2;
    } finally {
      if (file !== '-') stream.destroy();
    }
  }
  return status;
}

async function decode(utf8, args) {
  const { values, positionals } = parse('decode', args, { errors: { type: 'string' }, 'strip-bom': { type: 'boolean' } });
  if (values.help) return print(USAGE.decode);
  if (positionals.length > 1) throw new UsageError('decode reads one FILE (or stdin)');
  const decoder = utf8.createDecoder({ errors: errorsOption(values.errors), stripBOM: values['strip-bom'] });
  const input = positionals.length && positionals[0] !== '-' ? createReadStream(positionals[0], { highWaterMark: 1 << 20 }) : process.stdin;
  try {
    for await (const chunk of input) await write(decoder.decode(chunk, { stream: true }));
    await write(decoder.decode());
  } catch (error) {
    if (!(error instanceof Utf8Error)) throw error;
    printError(`utf8-abnf: ${error.message}`);
    return 1;
  }
  return 0;
}

async function encode(utf8, args) {
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
    const bytes = await readAll('-');
    let bigEndian = from === 'utf-16be';
    let start = 0;
    if (bytes[0] === 0xff && bytes[1] === 0xfe) [bigEndian, start] = [false, 2];
    else if (bytes[0] === 0xfe && bytes[1] === 0xff) [bigEndian, start] = [true, 2];
    if ((bytes.length - start) % 2) throw new UsageError(`UTF-16 input has an even number of bytes; this has ${bytes.length - start}`);
    const view = new DataView(bytes.buffer, bytes.byteOffset + start, bytes.length - start);
    let text = '';
    for (let i = 0; i < view.byteLength; i += 2) text += String.fromCharCode(view.getUint16(i, !bigEndian));
    await write(utf8.encode(text, { errors }));
    return 0;
  } catch (error) {
    if (!(error instanceof Utf8Error)) throw error;
    printError(`utf8-abnf: ${error.message}`);
    return 1;
  }
}

function print(text) {
  process.stdout.write(`${text}\n`);
  return 0;
}

function printError(text) {
  process.stderr.write(`${text}\n`);
}

function write(data) {
  return new Promise((resolve, reject) => {
    if (process.stdout.write(data)) resolve();
    else process.stdout.once('drain', resolve).once('error', reject);
  });
}

const COMMANDS = { explain, check, decode, encode };

async function main(argv) {
  const [command, ...args] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    print(USAGE.main);
    return command ? 0 : 2;
  }
  if (command === '--version') {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    return print(version);
  }
  if (!Object.hasOwn(COMMANDS, command)) throw new UsageError(`unknown command ${command}\n\n${USAGE.main}`);
  return COMMANDS[command](await load(), args);
}

process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0); // the reader went away (| head)
});

main(process.argv.slice(2)).then(
  (status) => {
    process.exitCode = status;
  },
  (error) => {
    printError(error instanceof UsageError ? `utf8-abnf: ${error.message}` : `utf8-abnf: ${error.stack ?? error}`);
    process.exitCode = 2;
  },
);
