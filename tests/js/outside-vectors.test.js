// Outside test suites, written down as vectors with their expected results.
import { load, Utf8Error } from 'utf8-abnf';
import { KUHN } from '../../web/kuhn.js';
import { WPT_FATAL, WPT_STREAMING_STRING } from './vectors/wpt.js';
import { replacingDecoder, encoder } from './oracle.js';

let utf8;
beforeAll(async () => {
  utf8 = await load();
});

describe.each([
  ['Kuhn', KUHN],
  ['WPT textdecoder-fatal', WPT_FATAL],
])('%s', (_suite, vectors) => {
  test.each(vectors.map((vector) => [vector.name, vector]))('%s', (_name, { bytes, text, first }) => {
    expect(replacingDecoder.decode(bytes)).toBe(text); // the vector agrees with Node's decoder
    expect(utf8.decode(bytes, { errors: 'replace' })).toBe(text);
    expect(utf8.decode(bytes, { errors: 'ignore' })).toBe(first ? text.replaceAll('\uFFFD', '') : text);
    expect(utf8.validate(bytes)).toBe(!first);
    expect(utf8.check(bytes)).toEqual(first ? { valid: false, ...first } : { valid: true });
    if (first) {
      expect(() => utf8.decode(bytes)).toThrow(Utf8Error);
    } else {
      expect(utf8.decode(bytes)).toBe(text);
    }
  });
});

test('WPT textdecoder-streaming: chunks of 1 to 5 bytes, every error mode', () => {
  const bytes = encoder.encode(WPT_STREAMING_STRING);
  for (const errors of ['strict', 'replace', 'ignore']) {
    for (let size = 1; size <= 5; size++) {
      const decoder = utf8.createDecoder({ errors });
      let text = '';
      for (let at = 0; at < bytes.length; at += size) text += decoder.decode(bytes.subarray(at, at + size), { stream: true });
      text += decoder.decode();
      expect(text).toBe(WPT_STREAMING_STRING);
    }
  }
});
