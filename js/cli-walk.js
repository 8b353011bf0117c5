// The files `check -r` checks: every file under the directories named, in name order, as git would
// see them: .gitignore files honoured (those of the repository above the directory too, a deeper
// one overriding), .git itself skipped, symbolic links not followed; and binary files told apart
// as git tells them, by a NUL byte in their first 8,000 bytes.
import { existsSync, openSync, readdirSync, readFileSync, readSync, closeSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ignore from 'ignore';

const SNIFFED = 8000; // git's buffer_is_binary looks this far

/** Whether git would call the file binary: a NUL byte in its first 8,000 bytes. */
export function looksBinary(file) {
  const fd = openSync(file, 'r');
  try {
    const start = Buffer.alloc(SNIFFED);
    const read = readSync(fd, start, 0, SNIFFED, 0);
    return start.subarray(0, read).includes(0);
  } finally {
    closeSync(fd);
  }
}

// The rules of the .gitignore in `folder`, if it has one: { base, rules }.
function rulesIn(folder) {
  const file = join(folder, '.gitignore');
  if (!existsSync(file)) return [];
  return [{ base: folder, rules: ignore().add(readFileSync(file, 'utf8')) }];
}

// The .gitignore files of the repository that holds `folder`, from its top down to `folder`'s
// parent; none when `folder` is the top or in no repository.
function rulesAbove(folder) {
  if (existsSync(join(folder, '.git'))) return [];
  const parents = [];
  for (let below = folder, at = dirname(folder); at !== below; below = at, at = dirname(at)) {
    parents.unshift(at);
    if (existsSync(join(at, '.git'))) return parents.flatMap(rulesIn);
  }
  return [];
}

// Whether `path` (a directory when `isFolder`) is ignored: the deepest rule that speaks wins.
function ignored(chain, path, isFolder) {
  let result = false;
  for (const { base, rules } of chain) {
    const relativePath = relative(base, path).split(sep).join('/') + (isFolder ? '/' : '');
    const { ignored: out, unignored } = rules.test(relativePath);
    if (out) result = true;
    else if (unignored) result = false;
  }
  return result;
}

/** Yields every file under `folder` that git would track, in name order. */
export function* filesUnder(folder) {
  const top = resolve(folder);
  function* walk(at, chain) {
    const here = [...chain, ...rulesIn(at)];
    const entries = readdirSync(at, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name === '.git' || entry.isSymbolicLink()) continue;
      const path = join(at, entry.name);
      if (entry.isDirectory()) {
        if (!ignored(here, path, true)) yield* walk(path, here);
      } else if (entry.isFile() && !ignored(here, path, false)) {
        yield join(folder, relative(top, path));
      }
    }
  }
  yield* walk(top, rulesAbove(top));
}
