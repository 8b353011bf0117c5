// A bundled consumer under a strict CSP (index.html): Vite resolves the package by name and emits
// the wasm files and the encodings' tables, each fetched only when asked for (the slim entry's
// scalar build is small enough for Vite to inline as a data: URL).
import { load, Utf8Error } from 'utf8-abnf';
import { load as loadSlim } from 'utf8-abnf/validate';

// What a module worker's explain posts: the segments of C0 AF (a plain Array), then those of 10,000
// bytes (a long result, explained again here from what it carries); then "你" in GBK converted.
function explainedInWorker() {
  const worker = new Worker(new URL('./explain-worker.js', import.meta.url), { type: 'module' });
  const answers = [];
  return new Promise((resolve, reject) => {
    worker.onmessage = ({ data }) => {
      answers.push(data);
      if (answers.length === 3) resolve(answers);
    };
    worker.onerror = (event) => reject(new Error(event.message));
    worker.postMessage(new Uint8Array([0xc0, 0xaf]));
    worker.postMessage(new Uint8Array(10000).fill(0xaf, 1).fill(0xc0, 0, 1));
    worker.postMessage(new Blob([new Uint8Array([0xc4, 0xe3])]));
  });
}

const output = document.getElementById('result');
Promise.all([load(), loadSlim({ variant: 'scalar' }), explainedInWorker()]).then(
  ([utf8, slim, [short, long, converted]]) => {
    const posted = utf8.explainPosted(long);
    let reason = null;
    try {
      utf8.decode(new Uint8Array([0x61, 0xe0, 0x80]));
    } catch (error) {
      if (error instanceof Utf8Error) reason = error.reason;
    }
    output.textContent = JSON.stringify({
      variant: utf8.variant,
      valid: utf8.validate(new Uint8Array([0xe4, 0xbd, 0xa0])),
      text: utf8.decode(new Uint8Array([0xe4, 0xbd, 0xa0])),
      reason,
      slim: [slim.variant, slim.check(new Uint8Array([0xf4, 0x90])).reason],
      inWorker: utf8.explainPosted(short).map((segment) => [segment.reason, segment.hint]),
      long: [Array.isArray(long), posted.length, posted[0].reason, posted[9999].index, posted[9999].hint],
      converted,
    });
  },
  (error) => {
    output.textContent = `failed: ${error.message}`;
  },
);
