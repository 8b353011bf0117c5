// The files `check -r` checks: every regular file under the directories named, in name order, as
// git would see them: .gitignore files honoured (those of the repository above the directory too,
// a deeper one overriding), .git itself skipped, symbolic links not followed; and binary files
// told apart as git tells them, by a NUL byte in their first 8,000 bytes. A name that is not UTF-8
// is checked as any other: its path is a Buffer (of bytes), others are strings.
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ignore from 'ignore';
import { pathText, utf8Text } from './output.js';
import { groupDigits } from '../texts.js';

const SNIFFED = 8000; // git's buffer_is_binary looks this far
/** A .gitignore longer than this is not read (and said so): no pattern file of a tree is that long. */
export const GITIGNORE_LIMIT = 1 << 20;
const SLASH = Buffer.from('/');
const asBytes = (path) => (typeof path === 'string' ? Buffer.from(path) : path);

const endsWithSlash = (path) => (typeof path === 'string' ? path.endsWith('/') : path[path.length - 1] === SLASH[0]); // the root

// The path of `name` in the folder `at`: a string where both are, else bytes.
function child(at, name) {
  if (typeof at === 'string' && typeof name === 'string') return endsWithSlash(at) ? at + name : `${at}/${name}`;
  return Buffer.concat(endsWithSlash(at) ? [asBytes(at), asBytes(name)] : [asBytes(at), SLASH, asBytes(name)]);
}

// What follows the folder `base` in `path`, which is under it: a string where `path` is.
function below(path, base) {
  if (typeof path === 'string') return path.slice(base.length + (endsWithSlash(base) ? 0 : 1));
  return path.subarray(Buffer.byteLength(base) + (endsWithSlash(base) ? 0 : 1));
}

// Entries in byte order of their names, which is code point order: strings compare by UTF-16
// units, which differ from it only where a character outside the BMP meets one from U+E000 on.
const byCodeUnits = ({ name: a }, { name: b }) => (a < b ? -1 : a > b ? 1 : 0);
const byBytes = ({ name: a }, { name: b }) => Buffer.compare(asBytes(a), asBytes(b));
const inBmp = ({ name }) => typeof name === 'string' && !/[\uD800-\uDFFF]/.test(name);

/**
 * The entries of the folder `at` in byte order, each name a string where it is UTF-8, else bytes:
 * read as strings (a name that is not UTF-8 reads with U+FFFD), and again as bytes where one may not be.
 */
function entriesOf(at) {
  let entries = readdirSync(at, { withFileTypes: true });
  if (entries.some(({ name }) => name.includes('\uFFFD'))) {
    entries = readdirSync(at, { withFileTypes: true, encoding: 'buffer' });
    for (const entry of entries) entry.name = utf8Text(entry.name) ?? entry.name;
  }
  return entries.sort(entries.every(inBmp) ? byCodeUnits : byBytes);
}

/** Whether git would call a file that starts with `bytes` binary: a NUL byte in its first 8,000. */
export const startsBinary = (bytes) => bytes.subarray(0, SNIFFED).includes(0);

// The rules of the .gitignore in `folder` (bytes), if it has a regular one: [{ base, rules }]. One
// that is a link, a FIFO, a directory or a device is not read, as git does not read it; one that
// cannot be read or is too long is said so by `warn`, its path written by `show`, and the walk goes on.
function rulesIn(folder, warn, show = pathText) {
  const file = child(folder, '.gitignore');
  let stat;
  try {
    stat = lstatSync(file, { throwIfNoEntry: false }); // most folders have none: no Error made for each
  } catch {
    return []; // none that can be looked at
  }
  if (!stat) return [];
  if (!stat.isFile()) {
    warn(`utf8-abnf: ${show(file)} is not a regular file: its rules are not read, as git does not read them`);
    return [];
  }
  if (stat.size > GITIGNORE_LIMIT) {
    warn(`utf8-abnf: ${show(file)} is over ${groupDigits(GITIGNORE_LIMIT)} bytes: its rules are not read`);
    return [];
  }
  try {
    return [{ base: folder, rules: ignore().add(readFileSync(file).toString('utf8')) }];
  } catch (error) {
    warn(`utf8-abnf: cannot read ${show(file)}: its rules are not read (${error.code ?? error.message})`);
    return [];
  }
}

// The .gitignore files of the repository that holds `folder`, from its top down to `folder`'s
// parent; none when `folder` is the top or in no repository.
function rulesAbove(folder, warn) {
  if (existsSync(join(folder, '.git'))) return [];
  const parents = [];
  for (let below = folder, at = dirname(folder); at !== below; below = at, at = dirname(at)) {
    parents.unshift(at);
    if (existsSync(join(at, '.git'))) return parents.flatMap((parent) => rulesIn(parent, warn));
  }
  return [];
}

// Whether `path` (a directory when `isFolder`) is ignored: the deepest rule that speaks wins. The
// rules match names as text.
function ignored(chain, path, isFolder) {
  let result = false;
  for (const { base, rules } of chain) {
    const relativePath = below(path, base).toString('utf8') + (isFolder ? '/' : ''); // bad bytes as U+FFFD
    const { ignored: out, unignored } = rules.test(relativePath);
    if (out) result = true;
    else if (unignored) result = false;
  }
  return result;
}

/**
 * Yields every regular file under `folder` that git would track, in name (byte) order: a string
 * path, or a Buffer where the path is not UTF-8. `events` hears of what is passed over: warn(line)
 * for a .gitignore not read, unreadable(line) for a directory that cannot be read (its files go
 * unchecked), ignored() for each file or directory that a .gitignore leaves out.
 */
export function* filesUnder(folder, { warn, unreadable, ignored: leftOut }) {
  const top = resolve(folder);
  const shown = join(folder, '.'); // as path.join writes it: 'dir/' and 'dir/.' as 'dir', '../' as '.'
  // A path under `top` as the caller named it: under `folder`.
  const asNamed = (path) => (shown === '.' ? below(path, top) : child(shown, below(path, top)));
  const show = (path) => pathText(asNamed(path));
  function* walk(at, chain) {
    const here = [...chain, ...rulesIn(at, warn, show)];
    let entries;
    try {
      entries = entriesOf(at);
    } catch (error) {
      unreadable(`utf8-abnf: cannot read the directory ${at === top ? shown : show(at)}: ${error.code ?? error.message}`);
      return;
    }
    for (const entry of entries) {
      if (entry.isSymbolicLink() || entry.name === '.git' || !(entry.isDirectory() || entry.isFile())) continue;
      const path = child(at, entry.name);
      if (ignored(here, path, entry.isDirectory())) leftOut();
      else if (entry.isDirectory()) yield* walk(path, here);
      else yield asNamed(path);
    }
  }
  yield* walk(top, rulesAbove(top, warn));
}
