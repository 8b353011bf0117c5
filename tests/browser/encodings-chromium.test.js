// Every encoding of the WHATWG Encoding Standard against Chromium's TextDecoder, the reference:
// `decode --from E --errors replace` (the command line, as installed) on random and structured
// bytes and on real sentences in E, and the package's decoders on thousands of short inputs, whose
// ends leave each decoder in each of its states; then the readings and repairs, the same in
// Chromium (the package served with the page) as in Node.
import { encodeIn, loadEncodings, otherEncoding } from '../../js/encodings/other-encodings.js';
import { encodingIndexes } from '../../js/encoding-indexes.js';
import { createLegacyDecoder, legacyEncoder, sequenceBytes } from '../../js/encodings/all.js';
import { load } from '../../js/index.js';
import { cliFixture, run } from '../js/cli-run.js';
import { SENTENCES } from '../js/fixtures/languages.js';
import { openPage, servePageForTests } from './browser.js';

const served = servePageForTests();
const fixture = cliFixture();
let page;
let utf8;
beforeAll(async () => {
  page = await openPage(served.browser);
  await page.goto(`${served.server.url}utf8-abnf/package.json`); // the package's origin, no page
  utf8 = await load();
  await loadEncodings();
});

const indexes = encodingIndexes(() => new Error('Node reads the file'));
const NAMES = [...new Set(indexes.labels.values())].filter((name) => name !== 'utf-8' && name !== 'replacement');

function randomBytes(seed) {
  return () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return seed / 2 ** 32;
  };
}
// Bytes that mean something to some decoder: escapes, leads, digits, surrogates' high bytes.
const MEANINGFUL = [0x1b, 0x24, 0x28, 0x40, 0x42, 0x49, 0x4a, 0x30, 0x39, 0x80, 0x81, 0x8e, 0x8f, 0xa1, 0xfe, 0xd8, 0xdc, 0x0e, 0x5c, 0x7e];

// Where Chromium 156 reads otherwise than the standard (legacy-decoders.test.js pins the standard's
// answer in each case), the bytes compared are changed so as not to ask: EUC-JP keeps JIS X 0212 after
// a failed 8F pair; Big5's four pointers of two code points come out as a C1 control and a lone
// surrogate; ISO-2022-JP drops the error of the second byte an unknown escape gives back.
const inRow = (byte) => byte >= 0xa1 && byte <= 0xfe;
const BIG5_PAIRS = new Set([0x8862, 0x8864, 0x88a3, 0x88a5]);
function withoutChromiumSlips(name, bytes) {
  for (let k = 0; k + 2 < bytes.length; k++) {
    if (name === 'euc-jp' && bytes[k] === 0x8f && inRow(bytes[k + 1]) && !inRow(bytes[k + 2])) bytes[k + 2] = 0xa1;
    if (name === 'iso-2022-jp' && bytes[k] === 0x1b && (bytes[k + 1] === 0x24 || bytes[k + 1] === 0x28)) bytes[k + 2] = 0x42;
  }
  for (let k = 0; name === 'big5' && k + 1 < bytes.length; k++) if (BIG5_PAIRS.has((bytes[k] << 8) | bytes[k + 1])) bytes[k + 1] = 0x40;
  return bytes;
}

function mixedBytes(name, seed, length) {
  const random = randomBytes(seed);
  const bytes = Uint8Array.from({ length }, () => {
    const r = random();
    if (r < 0.35) return 0x20 + Math.floor(random() * 0x5f);
    if (r < 0.5) return MEANINGFUL[Math.floor(random() * MEANINGFUL.length)];
    return Math.floor(random() * 256);
  });
  return withoutChromiumSlips(name, bytes);
}

// Real sentences in each language that has them, written in `name` where it can write them all.
function sentencesIn(name) {
  const encode = legacyEncoder(name, indexes);
  if (!encode) return [];
  const all = Object.values(SENTENCES).flat();
  return all
    .filter((sentence) => [...sentence].every((character) => encode(character.codePointAt(0)) >= 0))
    .map((sentence) => Uint8Array.from([...sentence].flatMap((character) => sequenceBytes(encode(character.codePointAt(0))))));
}

const chromiumText = (name, chunks) =>
  page.evaluate(
    ([label, lists]) => lists.map((bytes) => new TextDecoder(label, { ignoreBOM: true }).decode(new Uint8Array(bytes))),
    [name, chunks.map((bytes) => Array.from(bytes))],
  );

test.each(NAMES)('decode --from %s --errors replace is what Chromium reads, on 32 KiB of random bytes and real text', async (name) => {
  const parts = [mixedBytes(name, name.length * 7919, 32 << 10), ...sentencesIn(name)];
  const bytes = Buffer.concat(parts.flatMap((part) => [part, Buffer.from('\n')]));
  // The command line keeps a UTF-16 byte order mark unless --strip-bom: Chromium is asked to keep it.
  const converted = run(['decode', '--from', name, '--errors', 'replace', fixture.file(`${name}.txt`, bytes)]);
  expect(converted.stderr).toBe('');
  const [expected] = await chromiumText(name, [bytes]);
  expect(converted.stdout === expected).toBe(true);
});

test.each(NAMES)('%s: 3,000 short inputs read as Chromium reads them', async (name) => {
  const random = randomBytes(name.length * 104729);
  const inputs = Array.from({ length: 3000 }, (_, k) => mixedBytes(name, k * 31 + name.length, 1 + Math.floor(random() * 12)));
  const expected = await chromiumText(name, inputs);
  const differing = inputs.filter((bytes, k) => createLegacyDecoder(name, indexes).decode(bytes).text !== expected[k]);
  expect(differing.map((bytes) => Buffer.from(bytes).toString('hex'))).toEqual([]);
});

test('readings and repairs are the same in Chromium as in Node', async () => {
  const random = randomBytes(2026);
  const inputs = [
    ...Array.from({ length: 300 }, (_, k) => mixedBytes('gbk', k + 1, 2 + Math.floor(random() * 40))),
    ...Object.entries(SENTENCES).flatMap(([name, list]) => list.map((sentence) => encodeIn(otherEncoding(name), sentence))),
    ...Object.values(SENTENCES)
      .flat()
      .map((sentence) => new TextEncoder().encode(sentence)),
  ].map((bytes) => Array.from(bytes));
  const inNode = inputs.map((bytes) => [utf8.readAsOtherEncodings(Uint8Array.from(bytes)), utf8.repairMojibake(Uint8Array.from(bytes))]);
  const inChromium = await page.evaluate(async (lists) => {
    const { load } = await import('/utf8-abnf/js/index.js');
    const codec = await load();
    await codec.loadEncodings();
    return lists.map((bytes) => [codec.readAsOtherEncodings(new Uint8Array(bytes)), codec.repairMojibake(new Uint8Array(bytes))]);
  }, inputs);
  // Bytes come back from the page as plain objects: compared as JSON.
  const json = (value) => JSON.parse(JSON.stringify(value, (_, item) => (item instanceof Uint8Array ? Array.from(item) : item)));
  expect(json(inChromium)).toEqual(json(inNode));
});

test.each(NAMES)('convertBlob and createDecoderStream from %s give the UTF-8 of what Chromium reads, in Chromium', async (name) => {
  const parts = [mixedBytes(name, name.length * 6007, 16 << 10), ...sentencesIn(name)];
  const bytes = Array.from(Buffer.concat(parts.flatMap((part) => [part, Buffer.from('\n')])));
  const answers = await page.evaluate(
    async ([label, list]) => {
      const { load } = await import('/utf8-abnf/js/index.js');
      const codec = await load();
      const input = new Uint8Array(list);
      const expected = new TextEncoder().encode(new TextDecoder(label, { ignoreBOM: true }).decode(input));
      const converted = new Uint8Array(
        await (await codec.convertBlob(new Blob([input]), { from: label, errors: 'replace' })).arrayBuffer(),
      );
      await codec.loadEncodings();
      let streamed = '';
      // Chunks of 1 to 5 bytes: every decoder state is left at the end of some chunk.
      const chunks = [];
      for (let at = 0, k = 0; at < input.length; k++) {
        chunks.push(input.subarray(at, at + 1 + (k % 5)));
        at += 1 + (k % 5);
      }
      const source = new ReadableStream({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(chunk);
          controller.close();
        },
      });
      for await (const text of source.pipeThrough(codec.createDecoderStream({ from: label, errors: 'replace' }))) streamed += text;
      const same = (a, b) => a.length === b.length && a.every((byte, k) => byte === b[k]);
      return { converted: same(converted, expected), streamed: same(new TextEncoder().encode(streamed), expected) };
    },
    [name, bytes],
  );
  expect(answers).toEqual({ converted: true, streamed: true });
});
