// The corpus the encoding's naming is measured on: real translations nobody here wrote, the message
// catalogs of the Debian packages installed on the machine (/usr/share/locale/LANG/LC_MESSAGES/*.mo,
// each under its package's licence, GPL or LGPL for most), written in each legacy encoding their
// language is written in: 20 one-line messages and 5 documents of about 4 KB per encoding and
// language. Catalogs of the GNOME stack (gtk, glib ...) are kept apart as the set the detector's
// thresholds may be tuned on; the measured files come from the others.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCALES = '/usr/share/locale';
const TUNING = /^(gtk|glib|gdk|gst|atk|at-spi|gsettings|json-glib|libsoup|gnome)/;

/** The languages each encoding is written in (locale directories), as text in it is met. */
// biome-ignore format: a table, one encoding a row
export const LANGUAGES_OF = {
  gbk: ['zh_CN'], gb18030: ['zh_CN'], big5: ['zh_TW'],
  shift_jis: ['ja'], 'euc-jp': ['ja'], 'iso-2022-jp': ['ja'], 'euc-kr': ['ko'],
  'windows-1251': ['ru', 'uk', 'bg', 'sr', 'mk', 'be'], 'koi8-r': ['ru'], 'koi8-u': ['uk'], 'iso-8859-5': ['ru', 'bg'],
  ibm866: ['ru'], 'x-mac-cyrillic': ['ru'],
  'windows-1250': ['pl', 'cs', 'sk', 'hu', 'sl', 'hr', 'ro'], 'iso-8859-2': ['pl', 'cs', 'sk', 'hu', 'sl', 'hr'], 'iso-8859-16': ['ro'],
  'windows-1252': ['fr', 'de', 'es', 'pt', 'it', 'nl', 'sv', 'da', 'nb', 'fi', 'ca'], 'iso-8859-15': ['fr', 'de', 'fi'], macintosh: ['fr', 'de'],
  'windows-1253': ['el'], 'iso-8859-7': ['el'], 'windows-1254': ['tr'], 'windows-1255': ['he'], 'iso-8859-8': ['he'],
  'windows-1256': ['ar', 'fa'], 'iso-8859-6': ['ar'], 'windows-1257': ['lt', 'lv', 'et'], 'iso-8859-13': ['lt', 'lv'], 'iso-8859-4': ['lt', 'lv', 'et'],
  'windows-1258': ['vi'], 'windows-874': ['th'], 'iso-8859-3': ['eo', 'mt'], 'iso-8859-10': ['is'], 'iso-8859-14': ['cy', 'ga'],
  'utf-16le': ['zh_CN', 'ru', 'fr'], 'utf-16be': ['ja'],
};

// What a converter that transliterates (iconv's //TRANSLIT) writes for punctuation an encoding lacks.
const PLAIN = new Map(
  [...'“”„«»']
    .map((c) => [c, '"'])
    .concat(
      [...'‘’‚'].map((c) => [c, "'"]),
      [
        ['–', '-'],
        ['—', '-'],
        ['…', '...'],
        ['\u00a0', ' '],
      ],
    ),
);

/** The messages of one catalog (plural forms apart), or [] for one not in UTF-8. */
function messagesOf(path) {
  const bytes = readFileSync(path);
  const littleEndian = bytes.readUInt32LE(0) === 0x950412de;
  const u32 = (at) => (littleEndian ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  const [count, translations] = [u32(8), u32(16)];
  const texts = [];
  for (let k = 0; k < count; k++) {
    const [length, at] = [u32(translations + 8 * k), u32(translations + 8 * k + 4)];
    texts.push(...bytes.toString('utf8', at, at + length).split('\0'));
  }
  return /charset=utf-8/i.test(texts[0] ?? '') ? texts.slice(1) : [];
}

function catalogs(language) {
  const folder = join(LOCALES, language, 'LC_MESSAGES');
  let names = [];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.mo'));
  } catch {}
  return names.sort().map((name) => ({ name: name.slice(0, -3), messages: messagesOf(join(folder, name)) }));
}

/**
 * `text` as its bytes in `encoding` (written by `write(codePoint)`: a number, or -1), punctuation
 * it lacks transliterated, letters it lacks decomposed where it has their parts (Windows-1258's
 * Vietnamese); null if a character is still missing.
 */
export function writtenIn(text, write, sequenceBytes) {
  const out = [];
  for (const character of text) {
    const plain = write(character.codePointAt(0)) >= 0 ? character : (PLAIN.get(character) ?? character.normalize('NFD'));
    for (const part of plain) {
      const sequence = write(part.codePointAt(0));
      if (sequence < 0) return null;
      out.push(...sequenceBytes(sequence));
    }
  }
  return Uint8Array.from(out);
}

// UTF-16 as Windows writes it: a byte order mark, then the code units.
function utf16(text, encoding) {
  const bytes = Buffer.from(`\ufeff${text}`, 'utf16le');
  if (encoding === 'utf-16be') bytes.swap16();
  return new Uint8Array(bytes);
}

// ISO-2022-JP as mail writes it, from the text's EUC-JP: pairs of JIS X 0208 after ESC $ B, ASCII
// after ESC ( B; null for half-width katakana (8E), which it does not write.
function iso2022Jp(eucJp) {
  if (!eucJp) return null;
  const out = [];
  let pairs = false;
  for (let k = 0; k < eucJp.length; k++) {
    const byte = eucJp[k];
    if (byte === 0x8e || byte === 0x8f) return null;
    if (byte >= 0x80 !== pairs) out.push(...(pairs ? [0x1b, 0x28, 0x42] : [0x1b, 0x24, 0x42]));
    pairs = byte >= 0x80;
    if (pairs) out.push(byte - 0x80, eucJp[++k] - 0x80);
    else out.push(byte);
  }
  if (pairs) out.push(0x1b, 0x28, 0x42);
  return Uint8Array.from(out);
}

function shuffled(list, seed) {
  const copy = [...list];
  for (let k = copy.length - 1; k > 0; k--) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const j = seed % (k + 1);
    [copy[k], copy[j]] = [copy[j], copy[k]];
  }
  return copy;
}

/**
 * The corpus: [{ encoding, language, kind: 'short' | 'long', bytes, text, from }], `text` the
 * messages (what the bytes say, but for punctuation transliterated) and `from` the catalogs;
 * `tuning` for the tuning set. `writer(encoding)` gives a code point's bytes as one number (or
 * -1); UTF-16 is written here, with a byte order mark.
 */
export function buildCorpus(writer, sequenceBytes, { tuning = false } = {}) {
  const files = [];
  for (const [encoding, languages] of Object.entries(LANGUAGES_OF)) {
    for (const language of languages) {
      const from = catalogs(language).filter(({ name }) => TUNING.test(name) === tuning);
      const write = writer(encoding === 'iso-2022-jp' ? 'euc-jp' : encoding);
      const written = (text) => writtenIn(text, write, sequenceBytes);
      const encode = encoding.startsWith('utf-16')
        ? (text) => utf16(text, encoding)
        : encoding === 'iso-2022-jp'
          ? (text) => iso2022Jp(written(text))
          : written;
      const eligible = (text) => /[^\0-\x7f]/.test(text) && encode(text) !== null;
      const seed = [...`${encoding}${language}`].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 7) >>> 0;
      const lines = shuffled(
        from.flatMap(({ name, messages }) =>
          messages.filter((m) => m.length >= 12 && m.length <= 120 && !m.includes('\n') && eligible(m)).map((m) => [name, m]),
        ),
        seed,
      );
      for (const [name, text] of lines.slice(0, 20))
        files.push({ encoding, language, kind: 'short', text, bytes: encode(text), from: name });
      for (const { name, messages } of shuffled(from, seed).slice(0, 5)) {
        let text = '';
        for (const message of messages.filter(eligible)) {
          if (text.length >= 4000) break;
          text += `${message.trim()}\n`;
        }
        if (text.length >= 400) files.push({ encoding, language, kind: 'long', text, bytes: encode(text), from: name });
      }
    }
  }
  return files;
}
