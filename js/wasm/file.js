// Finding, compiling and starting a wasm file of the package, for both entries: the full one
// (load.js, over the embind glue) and the slim one (validate-entry.js, plain exports). Each gives
// load() and loadSync() over its own files; a codec is made once per build, or per module passed in.
import { assertKnownOptions, assertOptions, describeValue, option, toBytes } from '../arguments.js';
import { fileSystem, reachableFile } from '../package-file.js';

// A module whose only function copies memory (memory.copy) and uses v128 (i8x16.splat,
// i8x16.popcnt): valid only with wasm SIMD and bulk memory, which the SIMD builds use.
// biome-ignore format: a module's sections, one a row
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0,
  1, 5, 1, 96, 0, 1, 123, // types: () -> v128
  3, 2, 1, 0, // functions
  5, 3, 1, 0, 1, // a memory of one page
  10, 20, 1, 18, 0, 65, 0, 65, 0, 65, 0, 252, 10, 0, 0, 65, 0, 253, 15, 253, 98, 11, // its code
]);
const OPTIONS = ['variant', 'module'];

// The build asked for: 'simd' or 'scalar', or null for the engine's choice ('auto', the default).
function requestedVariant(options, caller) {
  const requested = option(options, 'variant');
  if (requested === 'simd' || requested === 'scalar') return requested;
  if (requested !== undefined && requested !== 'auto') {
    throw new TypeError(`${caller}: variant must be 'auto', 'simd' or 'scalar', not ${describeValue(requested)}`);
  }
  return null;
}

const engineVariant = () => (WebAssembly.validate(SIMD_PROBE) ? 'simd' : 'scalar');

// A module passed in is the build it is: a variant asked for beside it must be that one.
function ofVariant(codec, requested, caller) {
  if (requested !== null && codec.variant !== requested) {
    throw new TypeError(`${caller}: variant '${requested}' was asked for, but module is the ${codec.variant} build`);
  }
  return codec;
}

// Every wasm file starts so; a server that sends a page instead (a dev server's fallback) does not.
const WASM_MAGIC = [0x00, 0x61, 0x73, 0x6d];

function wasmBytes(bytes, url) {
  // A view of them, not a copy (Node's readFile gives a Buffer, fetch an ArrayBuffer).
  const view = ArrayBuffer.isView(bytes) ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) : new Uint8Array(bytes);
  if (!WASM_MAGIC.every((byte, k) => view[k] === byte)) {
    const start = [...view.subarray(0, 4)].map((byte) => byte.toString(16).padStart(2, '0')).join(' ');
    throw new Error(`${url} is not a wasm file (it starts ${start || 'empty'}${start.startsWith('3c') ? ': HTML' : ''})`);
  }
  return view;
}

const latin1Bytes = (text) => Uint8Array.from(text, (c) => c.charCodeAt(0));
/** The bytes that base64 `text` writes. */
export const base64Bytes = (text) => latin1Bytes(atob(text));

// A data: URL's bytes, read here: a strict CSP's connect-src blocks fetch() of a data: URL, and
// Vite makes one of a small asset.
function dataUrlBytes(url) {
  const comma = url.href.indexOf(',');
  const payload = url.href.slice(comma + 1);
  if (/;base64$/i.test(url.href.slice(0, comma))) return latin1Bytes(atob(decodeURIComponent(payload)));
  return latin1Bytes(payload.replace(/%([0-9a-f]{2})/gi, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))));
}

// The bytes of the wasm file at `url`, or a Response to compile as it streams in; an error when
// the file cannot be had (missing, refused, a page in its place).
async function wasmSource(url) {
  if (url.protocol === 'data:') return wasmBytes(dataUrlBytes(url), 'the data: URL');
  const fs = fileSystem(url);
  if (fs) return wasmBytes(await fs.promises.readFile(url), url);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  // compileStreaming needs the server to say application/wasm; the bytes serve as well.
  return typeof WebAssembly.compileStreaming === 'function' && response.headers.get('content-type') === 'application/wasm'
    ? response
    : wasmBytes(await response.arrayBuffer(), url);
}

/**
 * The URL of a variant's wasm file where it can be there, else null (package-file.js): the SIMD
 * file's as the bundler left it, and the scalar file's beside it where it has the package's path.
 * The scalar file has no URL of its own here: bundlers would emit it and tools prefetch it (Nuxt)
 * where SIMD engines never read it; a bundle reads its copy in JS, or in a build for browsers
 * (below) the file by `scalarUrl()`.
 */
function fileUrl(files, variant) {
  const simd = reachableFile(files.url, files.moduleUrl, files.ownModule, files.names.simd);
  if (variant === 'simd' || !simd) return simd;
  return simd.href.endsWith(`/dist/${files.names.simd}`) ? new URL(files.names.scalar, simd) : null;
}

/**
 * The module of a variant's wasm file: the file itself where it can be had, else its copy inside
 * JS (dist/embedded/): no import.meta.url (workerd, a classic worker bundled as an IIFE), a
 * bundler that did not emit the file (a 404, or the page in its place), a Node bundle without it.
 * A file that is had but does not compile (a CSP that forbids wasm) fails as it is.
 */
async function compileVariant(files, variant) {
  if (files.imported) return importedModule(files, variant, 'load()');
  let source;
  try {
    const url = variant === 'scalar' && files.scalarUrl ? await files.scalarUrl() : fileUrl(files, variant);
    if (!url) throw new Error('not in this bundle');
    source = await wasmSource(url);
  } catch (fileError) {
    const notLoaded = `utf8-abnf could not load its wasm file ${files.names[variant]} (${fileError.message})`;
    const module = `pass its bytes as load({ module }) (import { ${files.exported[variant]} } from 'utf8-abnf/embedded')`;
    if (!files.embedded) throw new Error(`${notLoaded}: ${module}`, { cause: fileError });
    let embedded;
    try {
      embedded = base64Bytes((await files.embedded[variant]()).default);
    } catch (embeddedError) {
      throw new Error(`${notLoaded} nor its copy in JS (${embeddedError.message}): ${module}`, { cause: fileError });
    }
    return WebAssembly.compile(embedded);
  }
  return source instanceof Uint8Array ? WebAssembly.compile(source) : WebAssembly.compileStreaming(source);
}

// An entry for a platform that compiles only the wasm it imports (workerd) has its modules in
// `imported`, one per variant it imports.
function importedModule(files, variant, caller) {
  if (files.imported[variant]) return files.imported[variant];
  throw new Error(
    `${caller}: this platform's entry imports the ${Object.keys(files.imported).join(' and ')} build, not ${files.names[variant]}; pass that file as { module }`,
  );
}

// A WebAssembly.Module from the `module` option: a module, or the bytes of one.
function givenModule(module, caller) {
  if (module instanceof WebAssembly.Module) return module;
  try {
    return new WebAssembly.Module(toBytes(module, caller));
  } catch (error) {
    if (error instanceof TypeError)
      throw new TypeError(`${caller}: module must be a WebAssembly.Module or the bytes of the package's wasm file`);
    throw error;
  }
}

// A module passed in that is not the entry's own wasm file fails to link (LinkError) or lacks an
// export the entry reads (TypeError): say which files it takes rather than the engine's words.
function notOwnModule(error, caller, files) {
  if (!(error instanceof WebAssembly.LinkError || error instanceof TypeError)) return error;
  const names = Object.values(files.names);
  return new TypeError(`${caller}: module is not this entry's wasm file (${names.join(' or ')}): ${error.message}`, { cause: error });
}

function checkedOptions(options, caller) {
  if (typeof WebAssembly !== 'object') throw new Error('utf8-abnf needs WebAssembly, which this environment does not provide');
  assertOptions(options, caller);
  assertKnownOptions(options, caller, OPTIONS);
  return { requested: requestedVariant(options, caller), module: option(options, 'module') };
}

// A production build for browsers by a bundler that says so in import.meta.env, as Vite does
// (PROD and not SSR) and webpack since 5.113, has the fields written in as constants, so that a
// bundle leaves out the code for every other place; and the bundler emits each file that a
// literal new URL(…, import.meta.url) names. There the package's files are fetched by such URLs,
// and their copies in JS left out: Vite's worker build, an IIFE that cannot split code, would
// inline every copy that only import() asks for into the worker. The test is written out in each
// module that makes the choice (the entries, encoding-indexes.js): bundlers leave out the other
// branch only of a test written so, not of a constant imported. Elsewhere import.meta.env is
// missing, or not of this kind (Bun's holds the environment's strings); the package's own builds
// for Node (build.sh) define it away.

/**
 * load() and loadSync() for `files`: per variant ('simd', 'scalar'), the file's name in `names`
 * and in utf8-abnf/embedded (`exported`), and a function importing its copy in JS in `embedded`
 * (null in a build for browsers, above, which has the scalar file's URL from `scalarUrl()`, a
 * Promise, instead); `url()`, the SIMD file's URL (a literal, that bundlers emit the file),
 * `moduleUrl()`, this module's (functions, so that a platform without import.meta.url fails only
 * when the file is read), and `ownModule`, which matches this module's URL where it is the
 * package's own file; or, instead of the URLs and `embedded`, the modules that a platform's entry
 * imports, in `imported`. `start(wasmModule)` makes a codec (with its `variant`) as a Promise,
 * `startSync(wasmModule)` at once.
 */
export function createLoaders(files, start, startSync) {
  const byVariant = new Map(); // 'simd' | 'scalar' -> Promise of its codec
  const byModule = new WeakMap(); // a WebAssembly.Module passed in -> Promise of its codec
  const made = new Map(); // 'simd' | 'scalar' -> its first codec, once made
  const madeFrom = new WeakMap(); // a WebAssembly.Module -> the codec made from it

  const remember = (wasmModule, codec) => {
    if (!made.has(codec.variant)) made.set(codec.variant, codec);
    madeFrom.set(wasmModule, codec);
    return codec;
  };
  const started = (wasmModule) => start(wasmModule).then((codec) => remember(wasmModule, codec));
  const startedGiven = (wasmModule) =>
    started(wasmModule).catch((error) => {
      throw notOwnModule(error, 'load()', files);
    });

  function load(options) {
    try {
      const { requested, module } = checkedOptions(options, 'load()');
      if (module !== undefined) {
        const wasmModule = givenModule(module, 'load()');
        if (!byModule.has(wasmModule)) {
          byModule.set(wasmModule, madeFrom.has(wasmModule) ? Promise.resolve(madeFrom.get(wasmModule)) : startedGiven(wasmModule));
        }
        return byModule.get(wasmModule).then((codec) => ofVariant(codec, requested, 'load()'));
      }
      const variant = requested ?? engineVariant();
      if (!byVariant.has(variant)) {
        const promise = made.has(variant) ? Promise.resolve(made.get(variant)) : compileVariant(files, variant).then(started);
        promise.catch(() => byVariant.delete(variant)); // a failed load may be retried
        byVariant.set(variant, promise);
      }
      return byVariant.get(variant);
    } catch (error) {
      return Promise.reject(error);
    }
  }

  function loadSync(options) {
    const { requested, module } = checkedOptions(options, 'loadSync()');
    if (module !== undefined) {
      const wasmModule = givenModule(module, 'loadSync()');
      if (!madeFrom.has(wasmModule)) {
        try {
          remember(wasmModule, startSync(wasmModule));
        } catch (error) {
          throw notOwnModule(error, 'loadSync()', files);
        }
      }
      return ofVariant(madeFrom.get(wasmModule), requested, 'loadSync()');
    }
    const variant = requested ?? engineVariant();
    if (made.has(variant)) return made.get(variant);
    if (files.imported) {
      const wasmModule = importedModule(files, variant, 'loadSync()');
      return remember(wasmModule, startSync(wasmModule));
    }
    const url = fileUrl(files, variant);
    const fs = url && fileSystem(url);
    let bytes = null;
    let why = 'not read at once here';
    if (fs) {
      try {
        bytes = fs.readFileSync(url);
      } catch (error) {
        why = error.code ?? error.message;
      }
    }
    if (!bytes) {
      throw new Error(
        `loadSync(): utf8-abnf could not load its wasm file ${url ?? files.names[variant]} (${why}); use load(), or pass that file as { module }`,
      );
    }
    const wasmModule = new WebAssembly.Module(bytes);
    return remember(wasmModule, startSync(wasmModule));
  }

  return { load, loadSync };
}
