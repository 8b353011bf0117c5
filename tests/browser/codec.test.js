// The codec in Chromium, where strings are made by its TextDecoder (utf-16le, and windows-1252 for
// Latin-1 text without C1 controls) and long ones encoded by its TextEncoder, rather than by Node's
// Buffer: decode and the drop-in TextDecoder against Chromium's own, on text of every shape, C1
// controls anywhere, errors, and sizes across the codec's routes (16 and 64 bytes, the 256 KiB
// chunks); encode against TextEncoder, lone surrogates anywhere, in every error mode.
import { openPage, servePageForTests } from './browser.js';

const served = servePageForTests();

test("decode gives what Chromium's TextDecoder gives, whole and streamed, in every error mode", async () => {
  const page = await openPage(served.browser, served.server.url);
  const failures = await page.evaluate(async () => {
    const utf8 = await (await import('./utf8-abnf/js/index.js')).load();
    // Which inputs Chromium's own TextDecoder makes the text of (js/wasm/strings.js): both routes are run.
    const { platformDecodeFrom, platformIsQuicker } = await import('./utf8-abnf/js/wasm/strings.js');
    const routes = { platform: 0, codec: 0 };
    let state = 7;
    const random = (limit) => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state % limit;
    };
    // Code points of each shape: ASCII, Latin-1 with and without C1 controls, CJK, emoji.
    const SHAPES = [
      () => 0x20 + random(95),
      () => (random(3) ? 0x61 + random(26) : 0xa0 + random(0x60)),
      () => (random(40) ? 0x61 + random(26) : 0x80 + random(0x20)),
      () => (random(2) ? 0x4e00 + random(0x5200) : 0x41),
      () => 0x1f600 + random(0x40),
    ];
    const encoder = new TextEncoder();
    const replacing = new TextDecoder();
    const fatal = new TextDecoder('utf-8', { fatal: true });
    const failures = [];
    const sizes = [1, 5, 15, 16, 17, 40, 63, 64, 65, 300, 5000, 70000, 300000];
    for (let k = 0; k < 400; k++) {
      const size = sizes[k % sizes.length];
      const shape = SHAPES[(k >> 2) % SHAPES.length];
      let text = '';
      while (text.length < size) text += String.fromCodePoint(shape());
      const bytes = encoder.encode(text).slice(0, size);
      if (k % 3 === 1) bytes[random(bytes.length)] = random(256); // an error, perhaps
      const expected = replacing.decode(bytes);
      let strictExpected;
      try {
        strictExpected = fatal.decode(bytes);
      } catch {
        strictExpected = 'threw';
      }
      routes[bytes.length >= platformDecodeFrom && platformIsQuicker(bytes) ? 'platform' : 'codec']++;
      let strict;
      try {
        strict = utf8.decode(bytes);
      } catch (error) {
        const found = utf8.check(bytes); // the error strict decoding stops at, by either route
        strict = error.name === 'Utf8Error' && error.index === found.index && error.reason === found.reason ? 'threw' : String(error);
      }
      const decoder = new utf8.TextDecoder();
      const cut = random(bytes.length + 1);
      const streamed = decoder.decode(bytes.subarray(0, cut), { stream: true }) + decoder.decode(bytes.subarray(cut));
      const dropIn = new utf8.TextDecoder().decode(bytes);
      if (utf8.decode(bytes, { errors: 'replace' }) !== expected) failures.push(`replace ${k}`);
      // No shape holds U+FFFD, nor does any of these (seeded) edits make one: dropping the errors
      // drops every U+FFFD of the replaced text.
      if (utf8.decode(bytes, { errors: 'ignore' }) !== expected.replaceAll('\uFFFD', '')) failures.push(`ignore ${k}`);
      if (strict !== strictExpected) failures.push(`strict ${k}`);
      if (streamed !== expected) failures.push(`streamed ${k} cut at ${cut}`);
      if (dropIn !== expected) failures.push(`TextDecoder ${k}`);
    }
    if (!(routes.platform > 50 && routes.codec > 50)) failures.push(`routes: ${JSON.stringify(routes)}`);
    return failures;
  });
  expect(failures).toEqual([]);
  expect(page.problems).toEqual([]);
});

test("encode gives what Chromium's TextEncoder gives, in every error mode, on either side of each route's size", async () => {
  const page = await openPage(served.browser, served.server.url);
  const failures = await page.evaluate(async () => {
    const utf8 = await (await import('./utf8-abnf/js/index.js')).load();
    let state = 11;
    const random = (limit) => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state % limit;
    };
    const SHAPES = [() => 0x20 + random(95), () => 0xa0 + random(0x60), () => 0x4e00 + random(0x5200), () => 0x1f600 + random(0x40)];
    const encoder = new TextEncoder();
    const isLone = (text, i) => {
      const unit = text.charCodeAt(i);
      if (unit >= 0xd800 && unit <= 0xdbff) return !(text.charCodeAt(i + 1) >= 0xdc00 && text.charCodeAt(i + 1) <= 0xdfff);
      if (unit >= 0xdc00 && unit <= 0xdfff) return !(text.charCodeAt(i - 1) >= 0xd800 && text.charCodeAt(i - 1) <= 0xdbff);
      return false;
    };
    const same = (a, b) => a.length === b.length && a.every((byte, i) => byte === b[i]);
    const failures = [];
    // Units on either side of each route's bounds (js/wasm/strings.js): TextEncoder's encode() from 65,
    // its encodeInto() and a copy out from 65,537; 131,072: the codec's chunk.
    const sizes = [3, 16, 64, 65, 511, 512, 5000, 65536, 65537, 131072, 131073, 400000];
    for (let k = 0; k < 8 * sizes.length; k++) {
      const size = sizes[k % sizes.length];
      const shape = SHAPES[Math.floor(k / sizes.length) % SHAPES.length];
      let text = '';
      while (text.length < size) text += String.fromCodePoint(shape());
      text = text.slice(0, size); // may cut an emoji's pair: a lone surrogate at the end
      if (k >= 4 * sizes.length) {
        const at = random(text.length);
        text = `${text.slice(0, at)}${String.fromCharCode(0xd800 + random(0x800))}${text.slice(at + 1)}`;
      }
      let firstLone = -1;
      for (let i = 0; i < text.length && firstLone < 0; i++) if (isLone(text, i)) firstLone = i;
      let kept = '';
      for (let i = 0; i < text.length; i++) if (!isLone(text, i)) kept += text[i];
      if (!same(utf8.encode(text, { errors: 'replace' }), encoder.encode(text))) failures.push(`replace ${k}`);
      if (!same(utf8.encode(text, { errors: 'ignore' }), encoder.encode(kept))) failures.push(`ignore ${k}`);
      try {
        const bytes = utf8.encode(text);
        if (firstLone >= 0 || !same(bytes, encoder.encode(text))) failures.push(`strict ${k}`);
      } catch (error) {
        if (error.name !== 'Utf8Error' || error.index !== firstLone) failures.push(`strict ${k}: ${error.message}`);
      }
    }
    return failures;
  });
  expect(failures).toEqual([]);
  expect(page.problems).toEqual([]);
});

test('on a page, loadSync asks for the module; load fetches the wasm file, streamed or not, else takes its copy in JS', async () => {
  // Each case on a document of its own that has not loaded the codec: the style sheet. `routes`
  // serve the wasm file (utf8abnf.simd.wasm) and its copy in JS (utf8abnf.simd.wasm.js) otherwise.
  const outcome = async (routes = {}) => {
    const page = await openPage(served.browser);
    for (const [file, serve] of Object.entries(routes)) await page.route(`**/${file}`, serve);
    const fetched = [];
    page.on('request', (request) => fetched.push(request.url().split('/').pop()));
    await page.goto(`${served.server.url}style.css`);
    const result = await page.evaluate(async () => {
      const { load, loadSync } = await import('./utf8-abnf/js/index.js');
      let sync = null;
      try {
        loadSync();
      } catch (error) {
        sync = error.message;
      }
      const loaded = await load().then(
        (utf8) => [utf8.variant, utf8.check(new Uint8Array([0x41, 0xc0]))],
        (error) => error.message,
      );
      return { sync, loaded };
    });
    return { ...result, fetched: fetched.filter((name) => name.includes('.wasm')) };
  };
  const streamed = await outcome();
  expect(streamed.sync).toMatch(
    /^loadSync\(\): utf8-abnf could not load its wasm file http:.*\/utf8abnf\.simd\.wasm \(not read at once here\); use load\(\), or pass that file as \{ module \}$/,
  );
  const answer = ['simd', { valid: false, index: 1, length: 1, reason: 'overlong' }];
  expect(streamed.loaded).toEqual(answer);
  expect(streamed.fetched).toEqual(['utf8abnf.simd.wasm']); // neither the scalar build nor the copy in JS
  const asBytes = await outcome({
    'utf8abnf.simd.wasm': async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-type': 'application/octet-stream' } });
    },
  });
  expect(asBytes.loaded).toEqual(answer);
  // A bundler that emitted no file (404), a dev server that answers with its page: the copy in JS.
  const missing = await outcome({ 'utf8abnf.simd.wasm': (route) => route.fulfill({ status: 404, body: 'not here' }) });
  expect(missing).toMatchObject({ loaded: answer, fetched: ['utf8abnf.simd.wasm', 'utf8abnf.simd.wasm.js'] });
  const html = (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>app</title>' });
  expect((await outcome({ 'utf8abnf.simd.wasm': html })).loaded).toEqual(answer);
  const neither = await outcome({ 'utf8abnf.simd.wasm': html, 'utf8abnf.simd.wasm.js': (route) => route.fulfill({ status: 404 }) });
  expect(neither.loaded).toMatch(
    /^utf8-abnf could not load its wasm file utf8abnf\.simd\.wasm \(http:.*\/utf8abnf\.simd\.wasm is not a wasm file \(it starts 3c 21 64 6f: HTML\)\) nor its copy in JS \(.+\): pass its bytes as load\(\{ module \}\) \(import \{ simd \} from 'utf8-abnf\/embedded'\)$/,
  );
});
