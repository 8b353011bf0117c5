// Outside test suites, written down as vectors with their expected results.
import { load, Utf8Error } from 'utf8-abnf';
import { fill } from 'utf8-abnf/texts';
import { KUHN } from '../../web/kuhn.js';
import PAGE_CATALOGS from '../../web/locales/index.js';
import { KUHN_DECODED } from './vectors/kuhn-decoded.js';
import { WPT_FATAL, WPT_STREAMING_STRING } from './vectors/wpt.js';
import { replacingDecoder, encoder } from './oracle.js';

let utf8;
beforeAll(async () => {
  utf8 = await load();
});

// The page's cases of Kuhn's, each with what it decodes to.
const KUHN_VECTORS = KUHN.map((kuhnCase) => ({ ...kuhnCase, ...KUHN_DECODED[kuhnCase.name] }));

test("every case of Kuhn's on the page has its decoding written down, and no other", () => {
  expect(KUHN.map(({ name }) => name)).toEqual(Object.keys(KUHN_DECODED));
});

describe.each([
  ['Kuhn', KUHN_VECTORS],
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

test("a name of Kuhn's with words in it has a label that words it, in English exactly as he does", () => {
  for (const { name, label } of KUHN) {
    const words = name.slice(name.indexOf(' ') + 1);
    if (label) {
      expect([name, fill(PAGE_CATALOGS.en[label[0]], label[1])]).toEqual([name, words]);
    } else {
      // Bytes, code points or κόσμε: the same in every language.
      expect(words).toMatch(/^(?:κόσμε|[0-9A-F]{2}(?: [0-9A-F]{2})*|U\+[0-9A-F]{4,6}(?:\.\.U\+[0-9A-F]{4})?)(?: \(U\+[0-9A-F]+\))?$/);
    }
  }
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
