// Characters on the page: their badges come from the codec (utf8.describeCharacter), so that the
// page and the command line name them alike.
import { locale, t } from './i18n.js';

// The characters that the decoded-text panel shows as badges (and U+FFFD, marked in red).
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Z}\p{M}\p{Co}\p{Cn}\uFFFD]/gu;
const UNPRINTABLE_CHARACTER = new RegExp(`^${UNPRINTABLE.source}$`, 'u');
const isUnprintable = (character) => UNPRINTABLE_CHARACTER.test(character);
// Inside a cluster, what builds the character it shows: marks, the zero width joiner, and tag
// characters after the black flag (🏴 and tags spell a subdivision's flag).
const BUILDS = /^[\p{M}\u200D]$/u;
const TAG = /^[\u{E0020}-\u{E007F}]$/u;
const graphemes = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('en', { granularity: 'grapheme' }) : null;

// Whether a cluster holds a format character that does not build it (so it would hide).
function hidesFormat(cluster, base) {
  for (const character of [...cluster].slice(1)) {
    if (!isUnprintable(character) || BUILDS.test(character)) continue;
    if (TAG.test(character) && base === 0x1f3f4) continue;
    return true;
  }
  return false;
}

export function createCharacterViews({ describeCharacter }) {
  const options = { locale: 'en' }; // one object, its locale the page's at each call
  /** A DOM node that shows the code point: its character, or a badge. */
  function characterNode(codePoint) {
    options.locale = locale();
    const view = describeCharacter(codePoint, options);
    const node = document.createElement('span');
    node.title = view.title;
    if (view.badge) {
      node.className = `badge badge-${view.kind}`;
      node.textContent = view.badge;
      node.setAttribute('role', 'img'); // a badge stands for one character: its name is the label
      node.setAttribute('aria-label', view.title);
    } else {
      node.className = view.kind === 'combining' ? 'char combining' : 'char';
      node.textContent = view.text;
    }
    return node;
  }

  /**
   * Text as a browser renders it, for the decoded-text panel: a character (grapheme cluster) that
   * starts with a printable code point is shown as it is, with the marks, joiners and variation
   * selectors that build it (नमस्ते, 👨‍👩‍👧, ❤️, an NFD café); an invisible or control character
   * of its own is a badge, and so is a format character hidden inside a cluster (a tag character
   * after a letter). With `everyInvisible`, every unprintable code point is a badge.
   */
  function appendShownText(parent, text, everyInvisible = false) {
    if (everyInvisible || !graphemes) {
      appendBadged(parent, text);
      return;
    }
    let plain = '';
    for (const { segment: cluster } of graphemes.segment(text)) {
      const base = cluster.codePointAt(0);
      const printableBase = !isUnprintable(cluster.slice(0, base > 0xffff ? 2 : 1)) || base === 0x20 || base === 0x0a;
      if (printableBase && !hidesFormat(cluster, base)) {
        plain += cluster;
        continue;
      }
      if (plain) parent.append(plain);
      plain = '';
      appendBadged(parent, cluster);
    }
    if (plain) parent.append(plain);
  }

  /** Text with every unprintable code point replaced by its badge. */
  function appendBadged(parent, text) {
    let shownUpTo = 0;
    for (const match of text.matchAll(UNPRINTABLE)) {
      const character = match[0];
      const codePoint = character.codePointAt(0);
      if (codePoint === 0x0a || codePoint === 0x20) continue; // kept as they are
      if (match.index > shownUpTo) parent.append(text.slice(shownUpTo, match.index));
      shownUpTo = match.index + character.length;
      if (codePoint === 0xfffd) {
        const mark = document.createElement('span');
        mark.className = 'replacement';
        mark.textContent = '\uFFFD';
        mark.title = t('character.replacement');
        parent.append(mark);
      } else {
        parent.append(characterNode(codePoint));
      }
    }
    if (shownUpTo < text.length) parent.append(text.slice(shownUpTo));
  }

  return { characterNode, appendShownText };
}
