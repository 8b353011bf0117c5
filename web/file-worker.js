// Checks a file off the main thread, so that a file of any size never freezes the page.
import { load } from './utf8-abnf/js/index.js';

let controller = null;

self.onmessage = async ({ data: { file, locale } }) => {
  controller?.abort();
  const current = new AbortController();
  controller = current;
  try {
    const utf8 = await load();
    const result = await utf8.checkBlob(file, {
      signal: current.signal,
      allErrors: true,
      locale,
      onProgress: (done, total) => self.postMessage({ type: 'progress', done, total }),
    });
    // A file that is not UTF-8: a first look names what it is (binary, UTF-16, another encoding).
    let look = null;
    if (!result.valid) {
      await utf8.loadEncodings();
      look = await utf8.identifyBlob(file, { signal: current.signal });
    }
    self.postMessage({ type: 'result', result, look });
  } catch (error) {
    if (!current.signal.aborted) self.postMessage({ type: 'error', message: error?.message ?? String(error) });
  }
};
