// utf8-abnf check: whether files are UTF-8, streamed, with each error's line, column and reason.
import { createReadStream, statSync } from 'node:fs';
import { print, printError, readError, report, shownName, UsageError } from './cli-output.js';
import { errorsIn } from './scan.js';

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

/** Checks one file (- for stdin); returns 0, 1 (not UTF-8) or 2 (unreadable). */
async function checkFile(utf8, file, values, locale) {
  const name = shownName(file);
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
    printError(readError(file, error));
    return 2;
  }
  const progress = values['no-progress'] || values.quiet ? silent : progressLine(name, size);
  let read = 0;
  async function* chunks() {
    for await (const chunk of stream) {
      read += chunk.length;
      progress.update(read);
      yield chunk;
    }
  }
  try {
    let invalid = false;
    for await (const error of errorsIn(utf8, chunks(), locale)) {
      if (!invalid) progress.done();
      invalid = true;
      report(1);
      if (!values.quiet) print(`${name}:${error.line}:${error.column}: offset ${error.index}: ${error.reason}: ${error.message}`);
      if (!values.all) break;
    }
    progress.done();
    return invalid ? 1 : 0;
  } catch (error) {
    progress.done();
    printError(readError(file, error));
    return 2;
  } finally {
    if (file !== '-') stream.destroy();
  }
}

export async function checkFiles(utf8, files, values, locale = 'en') {
  if (files.filter((file) => file === '-').length > 1) throw new UsageError('stdin (-) can be checked once only');
  let status = 0;
  for (const file of files) status = Math.max(status, await checkFile(utf8, file, values, locale));
  return status;
}
