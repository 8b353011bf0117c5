// Characters on the page: their badges come from the codec (utf8.describeCharacter), so that the
// page and the command line name them alike.

// The characters that the decoded-text panel shows as badges (and U+FFFD, marked in red).
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Z}\p{M}\p{Co}\p{Cn}\uFFFD]/gu;

export function createCharacterViews({ describeCharacter }) {
  /** A DOM node that shows the code point: its character, or a badge. */
  function characterNode(codePoint) {
    const view = describeCharacter(codePoint);
    const node = document.createElement('span');
    node.title = view.title;
    if (view.badge) {
      node.className = `badge badge-${view.kind}`;
      node.textContent = view.badge;
      node.setAttribute('aria-label', view.title);
    } else {
      node.className = view.kind === 'combining' ? 'char combining' : 'char';
      node.textContent = view.text;
    }
    return node;
  }

  /** Text with every unprintable character replaced by its badge, for the decoded-text panel. */
  function appendShownText(parent, text) {
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
        mark.title = 'U+FFFD replacement character';
        parent.append(mark);
      } else {
        parent.append(characterNode(codePoint));
      }
    }
    if (shownUpTo < text.length) parent.append(text.slice(shownUpTo));
  }

  return { characterNode, appendShownText };
}
