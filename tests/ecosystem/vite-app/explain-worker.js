// A module worker that explains the bytes it is sent and posts the segments back: a short answer
// is a plain Array, a long one carries the call that explains it again (utf8.explainPosted).
import { load } from 'utf8-abnf';

const ready = load();
self.onmessage = async ({ data }) => {
  self.postMessage((await ready).explain(data, { hints: true }));
};
