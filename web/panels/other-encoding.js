// "Read as another encoding": what repairMojibake found in the bytes (analysis.repair), in the
// package's words (the command line's too), with each character of the other reading over its
// bytes there (E4 B9 under 涔), what those bytes are as UTF-8, the other readings, and the repaired
// bytes to take.
import { element } from '../dom.js';
import { bytesOfCharacter, describeReading, describeRepair, encodingTitle, hexBytes } from '../utf8-abnf/js/texts.js';
import { count, locale, t } from '../i18n.js';

const SHOWN_CHARACTERS = 64; // characters drawn over their bytes; the rest as "…"
const SHOWN_TEXT = 2000; // characters of a text shown
const SHOWN_READINGS = 4; // other readings listed

/**
 * Each character of `text`, read in the encoding `name`, over its bytes there (E4 B9 under 涔),
 * under a caption whose id is `captionId`: [caption, grid].
 */
export function readingGrid(name, text, characterNode, captionId) {
  const caption = element('p', 'reading-caption', t('reading.grid', { encoding: encodingTitle(name) }));
  caption.id = captionId;
  const grid = element('ol', 'reading-grid');
  grid.setAttribute('aria-labelledby', caption.id);
  const characters = Array.from(text);
  for (const character of characters.slice(0, SHOWN_CHARACTERS)) {
    const item = element('li', 'reading-character');
    const glyph = element('span', 'reading-glyph');
    glyph.append(characterNode(character.codePointAt(0)));
    item.append(glyph, element('span', 'reading-bytes mono', hexBytes(bytesOfCharacter(name, character) ?? [])));
    grid.append(item);
  }
  if (characters.length > SHOWN_CHARACTERS) grid.append(element('li', 'reading-more', '…'));
  return [caption, grid];
}

/**
 * Draws the panel for `analysis` ({ bytes, text, repair, readings }); hidden when repair is null.
 * `characterNode(codePoint)` shows a character or its badge; `appendShownText` a text;
 * `onUse(bytes)` takes the repaired bytes.
 */
export function renderOtherEncoding(box, { text, repair, readings }, { characterNode, appendShownText }, onUse) {
  box.replaceChildren();
  box.hidden = repair === null;
  if (!repair) return;
  box.append(element('h2', 'reading-title', t('reading.section')), element('p', 'reading-what', describeRepair(repair, locale())));
  // The reading the repair took (a hint's Windows-1252 over a likelier one, it may be) and the others.
  const reading = readings.find((candidate) => candidate.encoding === repair.encoding);
  if (repair.kind === 'other-encoding' && reading) {
    box.append(element('p', 'help', describeReading(reading, locale())));
  }
  // The characters that a reader sees: the field's text (UTF-8 read wrongly) or the reading of the
  // field's bytes in the other encoding.
  const seen = repair.kind === 'other-encoding' || repair.kind === 'debug-fill' ? repair.text : text;
  box.append(...readingGrid(repair.encoding, seen, characterNode, 'reading-caption'));

  if (repair.kind !== 'other-encoding' && repair.kind !== 'debug-fill') {
    const asUtf8 = element('p', 'reading-text');
    appendShownText(asUtf8, repair.text.slice(0, SHOWN_TEXT));
    const title = repair.kind === 'encoded-again' ? 'repair.repaired' : 'reading.as-utf8';
    box.append(element('h3', '', t(title, { bytes: count('bytes', repair.bytes.length) })), asUtf8);
  }
  if (repair.kind === 'other-encoding') {
    const shown = repair.bytes.subarray(0, 32);
    const utf8 = element('p', 'reading-hex mono', `${hexBytes(shown)}${shown.length < repair.bytes.length ? ' …' : ''}`);
    box.append(element('h3', '', t('reading.in-utf8', { bytes: count('bytes', repair.bytes.length) })), utf8);
    const others = readings.filter((other) => other !== reading && other.text !== repair.text).slice(0, SHOWN_READINGS);
    if (others.length) {
      const list = element('ul', 'reading-others');
      for (const other of others) {
        const item = element('li');
        const sample = element('span', 'reading-sample');
        appendShownText(sample, other.text.slice(0, 80));
        item.append(element('strong', '', other.title), ' ', sample);
        list.append(item);
      }
      box.append(element('p', 'help', t('reading.others')), list);
    }
  }
  if (repair.kind === 'encoded-again' || repair.kind === 'other-encoding') {
    const use = element('button', 'secondary', t('repair.use'));
    use.type = 'button';
    use.addEventListener('click', () => onUse(repair.bytes));
    box.append(use);
  }
}
