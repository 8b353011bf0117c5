// Where a file of the package's dist/ (a wasm build, the encodings' tables) is read from. Each is
// named by a literal new URL(…, import.meta.url): bundlers that emit files (Vite, webpack, Parcel)
// rewrite it to the file they emitted (a name of their own, or a data: URL); those that do not
// (esbuild, rollup, bun build) leave the package's path, where the file is only beside the
// package's own modules. What a URL of neither kind cannot give comes from a copy in JS.

/** Node's fs (also Bun's and Deno's) where `url` is a file's, without an import a browser bundle would resolve. */
export const fileSystem = (url) => (url.protocol === 'file:' ? globalThis.process?.getBuiltinModule?.('node:fs') : undefined);

/**
 * The URL `url()` gives where the file `name` can be there, else null: a file's URL wherever it
 * points (Node, Bun, Deno: a bundle may have the file beside it, and a read that fails costs
 * nothing); else where the bundler rewrote it, or where `moduleUrl()` (the URL of the module that
 * names it) is the package's own file, which `ownModule` matches. Functions, so that a platform
 * without import.meta.url gives null (a classic script).
 */
export function reachableFile(url, moduleUrl, ownModule, name) {
  let file;
  let own;
  try {
    file = url();
    if (file.protocol === 'file:') return file;
    own = ownModule.test(new URL(moduleUrl()).pathname); // a dev server's ?v=... aside
  } catch {
    return null;
  }
  return file.href.endsWith(`/dist/${name}`) && !own ? null : file;
}
