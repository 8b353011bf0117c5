// A module worker that explains the bytes it is sent and posts the segments back: explain's
// answer for a window of a page is a plain Array, which postMessage takes.
import { load } from 'utf8-abnf';

const ready = load();
self.onmessage = async ({ data }) => {
  self.postMessage((await ready).explain(data, { hints: true }));
};
