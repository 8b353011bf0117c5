// The command line's notes made by worker threads (js/cli/notes.js): a long run starts them once
// the notes made on the main thread have taken a while; here at once. Each note is the one the
// main thread would make, each file's in its own Promise, whichever thread makes it.
import { load } from 'utf8-abnf';
import { createSampler, fileNoteOn } from '../../js/cli/guess.js';
import { createNoteMaker } from '../../js/cli/notes.js';
import { encodeIn, loadEncodings, otherEncoding } from '../../js/encodings/other-encodings.js';

let utf8;
beforeAll(async () => {
  utf8 = await load();
  await loadEncodings();
});

// The sample check takes from a file's bytes, from its first error on.
function sampleOf(bytes) {
  const sampler = createSampler();
  sampler.add(bytes, 0);
  sampler.from(utf8.check(bytes).index);
  return sampler.sample();
}

test('notes made by threads are those made here, each for its own file', async () => {
  // biome-ignore format: a table, an encoding and its text a row
  const TEXTS = [
    ['windows-1252', 'Café crème, brûlée à la française.'], ['gbk', '这个文件不是用 UTF-8 保存的。'],
    ['windows-1251', 'Этот файл сохранён не в UTF-8.'], ['shift_jis', 'このファイルは UTF-8 ではありません。'],
  ];
  const samples = Array.from({ length: 12 }, (_, k) => {
    const [name, text] = TEXTS[k % TEXTS.length];
    return sampleOf(encodeIn(otherEncoding(name), `${text}\n`.repeat(k + 1)));
  });
  // The codec as the main thread holds it, counting the notes it makes.
  let madeHere = 0;
  const watched = Object.create(utf8, {
    identify: {
      value: (bytes) => {
        madeHere++;
        return utf8.identify(bytes);
      },
    },
  });
  const threads = createNoteMaker(watched, 0);
  try {
    const made = await Promise.all(samples.map((sample, k) => threads.make(sample, k % 2 ? 'zh' : 'en')));
    await threads.finish();
    expect(madeHere).toBe(0);
    expect(made).toEqual(samples.map((sample, k) => fileNoteOn(utf8, sample, k % 2 ? 'zh' : 'en')));
    expect(made.map(({ guess }) => guess.encoding)).toEqual(samples.map((_, k) => TEXTS[k % TEXTS.length][0]));
  } finally {
    await threads.close();
  }
});
