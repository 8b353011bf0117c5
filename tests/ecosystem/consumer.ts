// A TypeScript consumer, checked with tsc --strict: every public function with the types it returns.
import {
  byteLength,
  describeCharacter,
  load,
  loadSync,
  parseCodePoints,
  Utf8Error,
  type CheckResult,
  type Identification,
  type Segment,
  type StringCheck,
  type Summary,
  type Utf8,
  type UserMessage,
} from 'utf8-abnf';
import { load as loadValidation, loadSync as loadValidationSync, type Utf8Validation } from 'utf8-abnf/validate';

async function main(): Promise<void> {
  const utf8: Utf8 = await load({ variant: 'auto' });
  const bytes = new Uint8Array([0xe4, 0xbd, 0xa0]);
  const ok: boolean = utf8.validate(bytes.buffer);
  const result: CheckResult = utf8.check(new DataView(bytes.buffer));
  if (!result.valid) {
    const where: number = result.index + result.length;
    console.log(where, result.reason satisfies 'overlong' | 'surrogate' | string);
  }
  const text: string = utf8.decode(bytes, { errors: 'replace', stripBOM: true });
  const encoded: Uint8Array = utf8.encode(text, { errors: 'strict' });
  utf8.encodeCodePoints([0x41, 0x1f600]);
  const segments: Segment[] = utf8.explain(encoded, { from: 0, to: 3, hints: true });
  const first: Segment | undefined = segments[0];
  const received: Segment[] = utf8.explainPosted(structuredClone(segments));
  console.log(received.length);
  if (first?.valid && first.codePoint !== null) console.log(first.rule, first.alternative, first.message, first.hint);
  const summary: Summary = utf8.summarize(encoded);
  console.log(summary.byReason.overlong, summary.firstError?.index);
  const parsed = utf8.parseBytes('E4 BD A0');
  if (parsed.ok) console.log(parsed.bytes.length, parsed.notation);
  else console.log(parsed.index, parsed.message);
  const validator = utf8.createValidator();
  validator.push(bytes);
  console.log(validator.firstError?.reason, validator.end().valid);
  const decoder = utf8.createDecoder({ errors: 'ignore' });
  console.log(decoder.decode(bytes, { stream: true }) + decoder.decode());
  const stream: TransformStream<Uint8Array | ArrayBuffer | ArrayBufferView, string> = utf8.createDecoderStream();
  console.log(stream.readable, utf8.createValidatorStream().writable, utf8.grammar[0]?.text, utf8.variant, ok);
  const checked = await utf8.checkBlob(new Blob([bytes]), { onProgress: (done: number, total: number) => console.log(done / total) });
  if (!checked.valid) console.log(checked.line, checked.column, checked.context.offset);
  const view = utf8.describeCharacter(0x202e);
  console.log(view.badge ?? view.title);
  try {
    utf8.decode(new Uint8Array([0xc0]));
  } catch (error) {
    if (error instanceof Utf8Error) console.log(error.index, error.length, error.reason);
  }
  // Results are bytes on an ArrayBuffer, as TextEncoder's are: a Blob part, a digest's input.
  const part: BlobPart = utf8.encode('é');
  const digest: Promise<ArrayBuffer> = crypto.subtle.digest('SHA-256', utf8.encode('é'));
  const pieces: ArrayBuffer[] = [utf8.encodeCodePoints([0x41]).buffer, segments[0]?.bytes.buffer ?? new ArrayBuffer(0)];
  console.log(new Blob([part]), digest, pieces);
  // Utf8Error is a TypeError with Node's code, made as the runtime makes it.
  const made = new Utf8Error('bad', { index: 0, length: 1, reason: 'overlong' });
  const asTypeError: TypeError = made;
  const code: 'ERR_ENCODING_INVALID_ENCODED_DATA' = made.code;
  console.log(asTypeError, code, utf8.explain(bytes, { locale: 'zh' })[0]?.message);
  // The drop-in shapes: WHATWG's TextDecoder and TextDecoderStream, TextEncoder's encodeInto.
  const textDecoder = new utf8.TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const decoded: string = textDecoder.decode(bytes, { stream: true }) + textDecoder.decode();
  const decoderStream = new utf8.TextDecoderStream();
  const readable: ReadableStream<string> = decoderStream.readable;
  const { read, written }: { read: number; written: number } = utf8.encodeInto('é', new Uint8Array(4));
  console.log(decoded, readable, textDecoder.encoding satisfies 'utf-8', read + written + utf8.byteLength('é'));
  // Synchronous start, and a module given by the caller.
  const now: Utf8 = loadSync({ variant: 'scalar' });
  const fromModule: Promise<Utf8> = load({ module: new Uint8Array(0) });
  console.log(now.variant, fromModule);
  // The slim entry: the same check, validate and createValidator.
  const slim: Utf8Validation = loadValidationSync();
  const slimResult: CheckResult = slim.check(bytes);
  console.log(slimResult, (await loadValidation({ variant: 'scalar' })).validate(bytes), slim.createValidator().end());
  // The plain JavaScript functions, without load().
  const width: number = byteLength('é');
  const codePoints = parseCodePoints('U+4F60');
  if (codePoints.ok) console.log(width, codePoints.codePoints satisfies number[], describeCharacter(0x202e).badge);
  // A user's file and text: a first look, columns, conversion and the words for a person.
  const look: Identification = await utf8.identifyBlob(new Blob([bytes]));
  const inColumns = await utf8.checkBlob(new Blob([bytes]), { columns: 'graphemes', allErrors: true });
  const typed: StringCheck = utf8.checkString('text', { columns: 'utf-16' });
  if (!typed.valid) console.log(typed.index, typed.line, typed.column, typed.unit);
  const converted: Blob = await utf8.convertBlob(new Blob([bytes]), { from: 'gbk', errors: 'replace', signal: AbortSignal.timeout(5000) });
  const words: UserMessage = utf8.formatForUser(inColumns, { name: 'notes.txt', locale: 'zh' });
  console.log(look.encoding, inColumns.bom, converted.size, words.summary, words.excerpt ?? '', utf8.formatForUser(look).detail);
  console.log(
    utf8.formatForUser(typed, { text: 'text' }),
    utf8.formatForUser(utf8.check(bytes), { bytes }),
    utf8.createDecoderStream({ from: 'big5' }),
  );
  // @ts-expect-error: columns are code points, UTF-16 units or graphemes
  utf8.checkString('text', { columns: 'bytes' });
  // @ts-expect-error: strings are not bytes
  utf8.validate('text');
  // @ts-expect-error: no such error mode
  utf8.decode(bytes, { errors: 'lenient' });
}

void main();
