// utf8-abnf check: whether files are UTF-8, streamed, with each error's line, column and reason.
import { closeSync, createReadStream, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { createLineWriter, pathText, printError, readError, report, shownName, UsageError } from './output.js';
import { createSampler } from './guess.js';
import { groupDigits, say } from '../texts.js';

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

const silent = { update() {}, done() {} };

// Files up to this size are read whole, in as few calls as the system allows, into one buffer
// that every file reuses: most files of a tree are small, and a stream costs more than its reading.
// A larger file is read on into it a piece of this size at a time.
const WHOLE_FILE = 1 << 20;
const whole = Buffer.allocUnsafe(WHOLE_FILE);

/**
 * The start of `file`, read into `whole` (valid until the next call) until the file says it has
 * ended (a read of nothing) or WHOLE_FILE bytes are read, whatever kind of file it is: { bytes,
 * fd }, `fd` null where the bytes are the whole file, else the file left open where it was read
 * to, for checkFile to read on from and close (a pipe cannot be read again). Throws where it
 * cannot be read.
 */
function readStart(file) {
  const fd = openSync(file, 'r');
  let read = 0;
  try {
    for (let got = 1; got > 0 && read < WHOLE_FILE; read += got) got = readSync(fd, whole, read, WHOLE_FILE - read, null);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  if (read === WHOLE_FILE) return { bytes: whole, fd };
  closeSync(fd);
  return { bytes: whole.subarray(0, read), fd: null };
}

// Whether a large file is UTF-8, read on from its start (`bytes`, readStart's) a piece at a time
// and validated only, with no line counted: most large files are, and print nothing.
function validatesOn(validation, fd, bytes, progress) {
  const validator = validation.createValidator();
  let read = 0;
  for (let piece = bytes; piece.length && !validator.firstError; piece = whole.subarray(0, readSync(fd, whole, 0, WHOLE_FILE, null))) {
    validator.push(piece);
    read += piece.length;
    progress.update(read);
  }
  return !validator.firstError && validator.end().valid;
}

/**
 * Checks one file (- for stdin), given its start where it was read (readStart's; null where it
 * could not be), by `codec` (checkFiles'); returns 0, 1 (not UTF-8) or 2 (unreadable). Its lines
 * are written after those of the files before it (`order`: { written, a Promise of them; notes, a
 * note maker }), its note (notes.js) when made: the next file is checked meanwhile, and
 * `order.written` becomes the Promise of its own. A large regular file that is not UTF-8 is
 * streamed again from its start, for its errors' lines and columns; a pipe is streamed on from
 * its start.
 */
async function checkFile(codec, file, values, locale, order, start = null) {
  if (isValidWhole(codec.validation, start)) return 0;
  const { bytes = null, fd = null } = start ?? {};
  const name = shownName(file);
  const exactName = file === '-' ? '<stdin>' : pathText(file);
  const showProgress = (size) => (values['no-progress'] || values.quiet ? silent : progressLine(name, size));
  let size = 0;
  let stream;
  let opened = null; // a stream of the file's, destroyed once checked
  let left = fd; // the start's file, until closed or handed to a stream
  try {
    const stats = fd === null ? null : fstatSync(fd);
    if (file === '-') {
      stream = process.stdin;
    } else if (bytes && fd === null) {
      size = bytes.length;
      stream = [bytes];
      order.notes.expect(); // not UTF-8: isValidWhole said so
    } else if (stats?.isFile()) {
      size = stats.size;
      const checking = showProgress(size);
      let valid;
      try {
        valid = validatesOn(codec.validation, fd, bytes, checking);
      } finally {
        checking.done();
      }
      left = null;
      closeSync(fd);
      if (valid) return 0;
      order.notes.expect();
      stream = opened = createReadStream(file, { highWaterMark: 1 << 20 });
    } else if (fd !== null) {
      left = null;
      opened = createReadStream(null, { fd, highWaterMark: 1 << 20 });
      stream = (async function* () {
        yield bytes;
        yield* opened;
      })();
    } else {
      size = statSync(file).size;
      stream = opened = createReadStream(file, { highWaterMark: 1 << 20 });
    }
  } catch (error) {
    if (left !== null) closeSync(left);
    printError(readError(file, error));
    return 2;
  }
  // The full codec finds the errors, loaded by the first file that needs it (one that cannot
  // load ends the run); awaited that once only.
  codec.full ??= await codec.loadFull();
  const utf8 = codec.full;
  const progress = showProgress(size);
  let read = 0;
  const sampler = createSampler();
  // The pieces, pulled by hand: past the first error (without --all) findErrors stops, and the
  // pieces that fill the sample are pulled on from where it stopped.
  const source = stream[Symbol.asyncIterator]?.() ?? stream[Symbol.iterator]();
  const next = async () => {
    const { done, value } = await source.next();
    if (done) return null;
    sampler.add(value, read);
    read += value.length;
    progress.update(read);
    return value;
  };
  async function* chunks() {
    for (let chunk = await next(); chunk; chunk = await next()) yield chunk;
  }
  const format = FORMATS[values.format ?? 'text'];
  const out = createLineWriter(order.written);
  try {
    let invalid = false;
    for await (const error of utf8.findErrors(chunks(), { locale })) {
      if (!invalid) {
        progress.done();
        sampler.from(error.index);
        report(1);
      }
      if ((!invalid || values.all) && !values.quiet && out.add(format(error, { name, exactName, locale }))) await out.flush();
      invalid = true;
      if (!values.all) break;
    }
    // Without --all, reading goes on only to fill the sample that the note reads.
    while (invalid && !values.quiet && !sampler.full() && (await next()));
    const note =
      invalid && !values.quiet
        ? order.notes
            .make(sampler.sample(), locale)
            .then((made) => made && NOTES[values.format ?? 'text'](made, { name, exactName, locale }))
        : Promise.resolve(null);
    order.written = out.end(note);
    progress.done();
    return invalid ? 1 : 0;
  } catch (error) {
    progress.done();
    printError(readError(file, error));
    return 2;
  } finally {
    opened?.destroy();
  }
}

// Whether a file's start (startOf's) is the whole file, and valid UTF-8: answered at once, with
// nothing printed. Most files of a tree are: they are answered with no call of checkFile, whose
// await would cost each a turn of the event loop, and whose size would cost the engine a long
// compile to optimize it.
const isValidWhole = (validation, start) => start !== null && start.fd === null && validation.validate(start.bytes);

// The file's start (readStart's; null where it cannot be read: checkFile says why).
function startOf(file) {
  try {
    return file === '-' ? null : readStart(file);
  } catch {
    return null;
  }
}

// Whether git would call the file binary (walk.js), from its start; a file that cannot be read
// is not, and checkFile says why. A binary file's start is closed: it is not checked.
function isBinary(walk, start) {
  if (!start || !walk.startsBinary(start.bytes)) return false;
  if (start.fd !== null) closeSync(start.fd);
  return true;
}

// GitHub's workflow commands: a message escapes %, CR and LF; a property also : and ,.
const escapeData = (text) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * How an error is printed, by --format: one line each (a hint, where one helps, as a note). Text
 * is for a reader: the name with its invisible characters as badges. JSON and GitHub's commands
 * are for programs: the exact name (a name that is not UTF-8 with \\xHH for its other bytes),
 * escaped as each format escapes.
 */
const FORMATS = {
  text: (error, { name, locale }) => {
    const line = `${name}:${error.line}:${error.column}: offset ${error.index}: ${error.reason}: ${error.message}`;
    return error.hint ? `${line}\n${name}:${error.line}:${error.column}: ${say(locale, 'cli.note', { hint: error.hint })}` : line;
  },
  json: ({ line, column, index, length, reason, message, hint }, { exactName }) =>
    JSON.stringify({ file: exactName, line, column, offset: index, length, reason, message, hint }),
  github: (error, { exactName }) =>
    `::error file=${escapeProperty(exactName)},line=${error.line},col=${error.column},title=${escapeProperty(`Not UTF-8 (${error.reason})`)}::${escapeData(
      error.hint ? `${error.message}\n${error.hint}` : error.message,
    )}`,
};

/**
 * How the note on a file's likely encoding is printed, by --format: a line of text; a JSON line
 * whose `encoding` is the name (null when unsure, `unsure` saying why) and `candidates` the
 * likeliest readings; GitHub's notice.
 */
const NOTES = {
  text: ({ text }, { name, locale }) => `${name}: ${say(locale, 'cli.note', { hint: text })}`,
  json: ({ text, guess, offset }, { exactName }) =>
    JSON.stringify({
      file: exactName,
      note: 'encoding',
      offset,
      encoding: guess.encoding,
      unsure: guess.unsure,
      candidates: guess.candidates.map(({ encoding }) => encoding),
      message: text,
    }),
  github: ({ text }, { exactName }) =>
    `::notice file=${escapeProperty(exactName)},title=${escapeProperty('Encoding')}::${escapeData(text)}`,
};

// Why a directory gave check -r no file to check.
function whyNone({ binary, ignored }) {
  if (binary) return `its ${groupDigits(binary)} file${binary === 1 ? ' is' : 's are'} binary (--binary checks them)`;
  if (ignored) return `a .gitignore leaves out all it holds (${groupDigits(ignored)} ${ignored === 1 ? 'entry' : 'entries'})`;
  return 'it holds no regular file';
}

/**
 * Checks each of `paths` (- for stdin); with -r, the files under the directories among them, as
 * git would see them, binary ones skipped unless --binary. Returns the exit status. `validation`:
 * the slim validator (validate-entry.js), which answers the files that are UTF-8; `loadFull()`: a
 * Promise of the full codec, asked for once a file is not (its errors, its note), so that a tree
 * of UTF-8 never loads it.
 */
export async function checkFiles({ validation, loadFull }, paths, values, locale = 'en') {
  if (paths.filter((path) => path === '-').length > 1) throw new UsageError('stdin (-) can be checked once only');
  if (values.format !== undefined && !Object.hasOwn(FORMATS, values.format)) {
    throw new UsageError(`--format must be text, json or github, not ${shownName(values.format)}`);
  }
  // The walk through directories only for -r: it brings a .gitignore reader, which a check of
  // files named one by one need not wait for.
  const walk = values.recursive ? await import('./walk.js') : null;
  const { createNoteMaker } = await import('./notes.js');
  // A run over many files makes its notes in a worker (--quiet makes none).
  const manyFiles = !values.quiet && (values.recursive || paths.length > 1);
  const codec = { validation, loadFull, full: null }; // `full` once a file has loaded it (checkFile)
  // A note is made after its file's errors are found, so with the full codec loaded; the
  // command line's process is the run's alone.
  const order = { written: Promise.resolve(), notes: createNoteMaker(() => codec.full, { manyFiles, ownProcess: true }) };
  try {
    return await checkAll(codec, walk, paths, values, locale, order);
  } finally {
    await order.written;
    await order.notes.close();
  }
}

async function checkAll(codec, walk, paths, values, locale, order) {
  let status = 0;
  let checked = 0;
  let binary = 0;
  for (const path of paths) {
    let folder = false;
    try {
      folder = path !== '-' && statSync(path).isDirectory();
    } catch {} // checkFile says why it cannot read it
    if (folder && !values.recursive) {
      printError(`utf8-abnf: ${shownName(path)} is a directory: check -r checks the files under it`);
      status = 2;
      continue;
    }
    if (!folder) {
      checked++;
      status = Math.max(status, await checkFile(codec, path, values, locale, order, startOf(path)));
      await order.notes.settle();
      continue;
    }
    // A directory whose files go unchecked fails the run: a CI step must not pass on nothing.
    const under = { files: 0, binary: 0, ignored: 0, unreadable: 0 };
    const events = {
      warn: printError,
      unreadable(line) {
        printError(line);
        under.unreadable++;
      },
      ignored: () => under.ignored++,
    };
    for (const file of walk.filesUnder(path, events)) {
      const start = startOf(file);
      if (!values.binary && isBinary(walk, start)) {
        under.binary++;
        continue;
      }
      under.files++;
      if (!isValidWhole(codec.validation, start)) status = Math.max(status, await checkFile(codec, file, values, locale, order, start));
      const pause = order.notes.settle(); // mostly none: a file that needs no await waits for none
      if (pause) await pause;
    }
    checked += under.files;
    binary += under.binary;
    if (under.unreadable) status = 2;
    else if (under.files === 0 && !values['allow-empty']) {
      printError(`utf8-abnf: ${shownName(path)}: no file to check under it: ${whyNone(under)}; --allow-empty lets such a run pass`);
      status = 2;
    }
  }
  await order.notes.finish();
  await order.written; // the summary after the files' lines
  if (values.recursive && !values.quiet) {
    printError(
      `utf8-abnf: ${groupDigits(checked)} file${checked === 1 ? '' : 's'} checked` +
        (binary
          ? `, ${groupDigits(binary)} binary skipped (a NUL byte in the first 8,000 bytes, as git decides; --binary checks them)`
          : ''),
    );
  }
  return status;
}
