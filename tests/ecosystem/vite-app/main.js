// A bundled consumer: Vite resolves the package by name and splits out the wasm build it loads.
import { load, Utf8Error } from 'utf8-abnf';

const output = document.getElementById('result');
load().then(
  (utf8) => {
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
    });
  },
  (error) => {
    output.textContent = `failed: ${error.message}`;
  },
);
