// The same package through require(), checked with tsc --strict.
import utf8abnf = require('utf8-abnf');
import slim = require('utf8-abnf/validate');

async function main(): Promise<void> {
  const utf8 = utf8abnf.loadSync();
  console.log(slim.loadSync().validate(new Uint8Array([0x41])), (await utf8abnf.load()) === utf8);
  console.log(utf8abnf.byteLength('é'), utf8abnf.parseCodePoints('U+4F60').ok, utf8abnf.describeCharacter(0x41).badge);
  try {
    utf8.decode(new Uint8Array([0xed, 0xa0, 0x80]));
  } catch (error) {
    if (error instanceof utf8abnf.Utf8Error) console.log(error.reason);
  }
}

void main();
