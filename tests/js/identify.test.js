// utf8.identify and utf8.identifyBlob: a first look at bytes of any kind, the same answer for
// bytes in memory and for a Blob of them.
import { readFileSync } from 'node:fs';
import { load } from 'utf8-abnf';
import { bytesOfCharacter } from '../../js/encodings/other-encodings.js';

let utf8;
beforeAll(async () => {
  utf8 = await load();
  await utf8.loadEncodings();
});

const written = (name, text) => Uint8Array.from([...text].flatMap((character) => bytesOfCharacter(name, character)));
const utf8Of = (text) => new TextEncoder().encode(text);
const joined = (...parts) => Uint8Array.from(parts.flatMap((part) => [...part]));

// Both answers, which must agree.
async function identified(bytes) {
  const inMemory = utf8.identify(bytes);
  expect(await utf8.identifyBlob(new Blob([bytes]))).toEqual(inMemory);
  return inMemory;
}

const TEXT = { bom: false, binary: false, firstError: null, sure: true, candidates: [] };

test('UTF-8, ASCII and a UTF-8 byte order mark are UTF-8; ISO-2022-JP is told by its escapes', async () => {
  expect(await identified(utf8Of('naïve café'))).toEqual({ ...TEXT, encoding: 'utf-8', valid: true });
  expect(await identified(utf8Of('plain'))).toEqual({ ...TEXT, encoding: 'utf-8', valid: true });
  expect(await identified(utf8Of('\uFEFFcafé'))).toEqual({ ...TEXT, encoding: 'utf-8', valid: true, bom: true });
  const jis = Uint8Array.of(0x1b, 0x24, 0x42, 0x46, 0x7c, 0x4b, 0x5c, 0x1b, 0x28, 0x42); // 日本
  expect(await identified(jis)).toMatchObject({ encoding: 'iso-2022-jp', valid: true });
});

test('UTF-16 by its byte order mark, and without one by the zero bytes of its ASCII', async () => {
  const le = new Uint8Array(Buffer.from('привет, мир: 42\n', 'utf16le'));
  const be = le.map((_, k) => le[k ^ 1]);
  for (const [bytes, encoding, bom] of [
    [joined([0xff, 0xfe], le), 'utf-16le', true],
    [joined([0xfe, 0xff], be), 'utf-16be', true],
    [le, 'utf-16le', false],
    [be, 'utf-16be', false],
  ]) {
    expect(await identified(bytes)).toEqual({ ...TEXT, encoding, bom, valid: false });
  }
});

test('binary: a NUL in the first 8,000 bytes, as git decides, or control bytes no text holds', async () => {
  const elf = new Uint8Array(readFileSync(process.execPath).subarray(0, 100000));
  const binary = { ...TEXT, encoding: null, binary: true, valid: false };
  expect(await identified(elf)).toEqual(binary);
  const controls = Uint8Array.from({ length: 400 }, (_, k) => (k % 5 === 0 ? 0x02 : 0x41));
  expect(await identified(controls)).toEqual(binary);
  // Tabs, line feeds and escapes are text.
  expect(await identified(utf8Of('a\tb\r\nc\x1b[0m\f'))).toMatchObject({ encoding: 'utf-8', binary: false });
});

test('text in another encoding is named from its first error on, where it is', async () => {
  const gbk = await identified(joined(utf8Of('title: '), written('gbk', '星期日 星期一 星期二 星期三')));
  expect(gbk).toMatchObject({ encoding: 'gbk', sure: true, valid: false, bom: false, binary: false });
  expect(gbk.firstError).toEqual({ index: 7, length: 1, reason: 'missing-continuation', line: 1, column: 8 });
  expect(gbk.candidates[0].encoding).toBe('gbk');
  expect(await identified(written('windows-1251', 'Файл не найден: проверьте имя.'))).toMatchObject({
    encoding: 'windows-1251',
    sure: true,
  });
});

test('too close to tell: no name, unsure, the candidates best first', async () => {
  const look = await identified(Uint8Array.of(0xe9, 0xe8));
  expect(look).toMatchObject({ encoding: null, sure: false, valid: false });
  expect(look.candidates.length).toBeGreaterThanOrEqual(2);
});

test('UTF-8 with a stray byte after its characters stays UTF-8, with its first error', async () => {
  const look = await identified(joined(utf8Of('naïve café résumé '), [0xff], utf8Of('a')));
  expect(look).toEqual({
    ...TEXT,
    encoding: 'utf-8',
    valid: false,
    firstError: { index: 22, length: 1, reason: 'invalid-byte', line: 1, column: 19 },
  });
});

// Found in the detection corpus: EUC-KR's 원 (C5 B0) is UTF-8's Ű, GBK's 元 (D4 AA) its Ԫ.
test('a pair that is a UTF-8 character by chance before many errors does not make it UTF-8', async () => {
  expect(await identified(written('euc-kr', '원 파일을 열 수 없습니다'))).toMatchObject({ encoding: 'euc-kr', valid: false });
  expect(await identified(joined(utf8Of('<%s> '), written('gbk', '元数据无法读取')))).toMatchObject({ encoding: 'gbk', valid: false });
});

test('a late first error: the text around it is read, not the start', async () => {
  const start = utf8Of(`${'an ASCII line of a long log\n'.repeat(40000)}`);
  const look = await identified(joined(start, written('windows-1252', 'Le café de la gare, déjà fermé à côté du théâtre.')));
  expect(look).toMatchObject({ encoding: 'windows-1252', valid: false });
  expect(look.firstError).toMatchObject({ index: start.length + 6, line: 40001, column: 7 });
});

test('wrong arguments are a TypeError; an aborted signal rejects', async () => {
  expect(() => utf8.identify('C4 E3')).toThrow(/^utf8\.identify expects bytes/);
  await expect(utf8.identifyBlob(new Uint8Array(2))).rejects.toThrow(/^utf8\.identifyBlob expects a Blob or File/);
  await expect(utf8.identifyBlob(new Blob(['a']), { signl: null })).rejects.toThrow(TypeError);
  await expect(utf8.identifyBlob(new Blob(['a']), { signal: AbortSignal.abort() })).rejects.toThrow(/abort/i);
});
