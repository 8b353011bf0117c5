// What every setup runs: the full entry (a decode with errors replaced, an explain, a reading as
// GBK, which needs the other encodings' tables), the slim entry, and a plain function, answered
// as one line.
import { describeCharacter, load, loadEncodings } from 'utf8-abnf';
import { load as loadSlim } from 'utf8-abnf/validate';

export async function answer() {
  const [utf8, slim] = await Promise.all([load(), loadSlim(), loadEncodings()]);
  const readings = utf8.readAsOtherEncodings(new Uint8Array([0xc4, 0xe3, 0xba, 0xc3]));
  return [
    utf8.variant,
    utf8.decode(new Uint8Array([0xe4, 0xbd, 0xa0, 0xc0]), { errors: 'replace' }),
    utf8.explain(new Uint8Array([0xc0, 0xaf]))[0].reason,
    slim.check(new Uint8Array([0xf4, 0x90])).reason,
    describeCharacter(0x202e).badge,
    readings.find(({ encoding }) => encoding === 'gbk').text,
  ].join(' ');
}
