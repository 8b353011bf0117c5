// A module worker that explains the bytes it is sent and posts the segments back: a short answer
// is a plain Array, a long one carries the call that explains it again (utf8.explainPosted). Sent
// a GBK Blob, it posts the scalar build's variant and the Blob's text after convertBlob: the wasm
// file and the encodings' tables that Vite emits, fetched from a worker Vite builds as one script.
import { load } from 'utf8-abnf';

const ready = load();
self.onmessage = async ({ data }) => {
  const utf8 = await ready;
  if (!(data instanceof Blob)) {
    self.postMessage(utf8.explain(data, { hints: true }));
    return;
  }
  // Each answer, or why it failed (a file gone from the server).
  const failed = (error) => error.message;
  const scalar = await load({ variant: 'scalar' }).then((codec) => codec.variant, failed);
  const converted = await utf8
    .convertBlob(data, { from: 'gbk' })
    .then(async (blob) => utf8.decode(new Uint8Array(await blob.arrayBuffer())), failed);
  self.postMessage([scalar, converted]);
};
