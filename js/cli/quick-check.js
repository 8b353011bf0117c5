// `check` of files that are UTF-8, the usual case (a hook over a clean commit), answered by the
// slim validator alone: the full codec, its glue and its texts are not loaded, which is most of
// the command line's start. Whatever else (an error found, stdin, -r, --lang, --format, --help, a
// name that is not a plain readable file, large files that a terminal shows progress for) is left to
// the full check, which reads the files again and says what it finds; a valid file makes it print
// nothing, so the answers are the same either way.
import { readFileSync, statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadSync } from '../validate-entry.js';

/** check's options, for both ways of checking. */
export const CHECK_OPTIONS = {
  all: { type: 'boolean' },
  quiet: { type: 'boolean', short: 'q' },
  recursive: { type: 'boolean', short: 'r' },
  binary: { type: 'boolean' },
  'allow-empty': { type: 'boolean' },
  format: { type: 'string' },
  lang: { type: 'string' },
  'no-progress': { type: 'boolean' },
};

// Beyond this many bytes in all, the start no longer matters and the full check's progress line does.
const QUICK_BYTES = 1 << 24;

/** Whether every file that `args` (check's arguments) names is UTF-8, found without the full codec. */
export function checkedQuickly(args) {
  let parsed;
  try {
    parsed = parseArgs({ args, options: CHECK_OPTIONS, allowPositionals: true, strict: true });
  } catch {
    return false; // --help, or a usage error, which the full check words
  }
  const { values, positionals: files } = parsed;
  if (!files.length || values.recursive || values.lang !== undefined || values.format !== undefined) return false;
  let total = 0;
  for (const file of files) {
    if (file === '-') return false;
    try {
      const status = statSync(file);
      if (!status.isFile()) return false;
      total += status.size;
    } catch {
      return false;
    }
  }
  if (total > QUICK_BYTES) return false;
  const { validate } = loadSync();
  try {
    return files.every((file) => validate(readFileSync(file)));
  } catch {
    return false; // unreadable after all: the full check says why
  }
}
