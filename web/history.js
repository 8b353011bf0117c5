// The address holds the input on screen (link.js): an input that stays a moment becomes a history
// entry of its own, so that Back returns to the input before it; a link opens its input; Copy link
// copies it.
import { $, element } from './dom.js';
import { count, number, t } from './i18n.js';
import { fragmentFor, MAX_LINK_BYTES, readFragment } from './link.js';

const SETTLE_MS = 600; // an input unchanged this long is a history entry

// An input too large for a link is kept in this tab's sessionStorage, under a key its history
// entry names, so that Back and reload bring it back; the latest few, each up to KEPT_BYTES.
const KEPT_PREFIX = 'utf8-abnf.input.';
const KEPT_INPUTS = 4;
const KEPT_BYTES = 2 << 20;

// The bytes as a string of one character per byte, as sessionStorage keeps text.
function keep(bytes) {
  if (bytes.length > KEPT_BYTES) return null;
  const key = `${KEPT_PREFIX}${Date.now()}.${Math.random().toString(36).slice(2)}`;
  let text = '';
  for (let k = 0; k < bytes.length; k += 8192) text += String.fromCharCode(...bytes.subarray(k, k + 8192));
  try {
    const older = Object.keys(sessionStorage)
      .filter((name) => name.startsWith(KEPT_PREFIX))
      .sort();
    for (const name of older.slice(0, Math.max(0, older.length - KEPT_INPUTS + 1))) sessionStorage.removeItem(name);
    sessionStorage.setItem(key, text);
    return key;
  } catch {
    return null; // storage off or full: the input lasts as long as the page
  }
}

// The bytes kept under `key`, if they are still there and as many as the link says; else null.
function kept(key, size) {
  try {
    const text = key?.startsWith(KEPT_PREFIX) ? sessionStorage.getItem(key) : null;
    return text !== null && text.length === size ? Uint8Array.from(text, (c) => c.charCodeAt(0)) : null;
  } catch {
    return null;
  }
}

/**
 * Returns { settleSoon, readLink }; `inputs` and `practice` give createInputs' and createPractice's
 * results, once they exist.
 */
export function setUpHistory(utf8, inputs, practice) {
  let settleTimer = 0;
  function settleSoon() {
    clearTimeout(settleTimer);
    settleTimer = setTimeout(settle, SETTLE_MS);
  }
  function settle() {
    clearTimeout(settleTimer);
    if (practice().isOpen()) return; // the address holds the exercise
    // A screen reader hears the summary once the input settles, not at every keystroke.
    const status = $('bytes-status').classList.contains('error') ? `${$('bytes-status').textContent} ` : '';
    $('announce').textContent = `${status}${$('summary').querySelector('.verdict')?.textContent ?? ''}`;
    const { fragment, bytes } = inputs().current();
    if (fragment === location.hash) return;
    const url = new URL(location.href);
    url.hash = fragment;
    // Too large for the address: the bytes themselves are kept for this entry (not text that
    // could not be read as bytes, which the link's size counts in characters).
    const state = fragment.startsWith('#too-large=') && fragment === fragmentFor({ bytes }) ? { kept: keep(bytes) } : null;
    history.pushState(state, '', url);
  }
  window.addEventListener('pagehide', settle);

  // Shows the input or the exercise a link names; false if it names none.
  function readLink() {
    const asked = readFragment(location.hash);
    if (asked?.practice) {
      practice().open(asked.practice, false);
      return true;
    }
    practice().close();
    if (!asked) return false;
    $('examples').value = '';
    const empty = new Uint8Array(0);
    // An input too large for the link, kept in this tab when it was on screen (Back, reload).
    const restored = asked.tooLarge === undefined ? null : kept(history.state?.kept, asked.tooLarge);
    inputs().remember(() => {
      if (asked.hex !== undefined) {
        inputs().fromBytes(asked.hex ? utf8.parseBytes(`0x${asked.hex}`).bytes : empty);
      } else if (asked.text !== undefined) {
        inputs().fromText(asked.text);
      } else if (asked.raw !== undefined) {
        inputs().fromBytesField(asked.raw);
      } else if (restored) {
        inputs().fromBytes(restored);
      } else if (asked.tooLarge !== undefined) {
        inputs().fromBytes(
          empty,
          'link.too-large',
          { size: count('bytes', asked.tooLarge), limit: number(MAX_LINK_BYTES) },
          { isError: true },
        );
        inputs().keepFragment(location.hash);
      } else {
        inputs().fromBytes(empty);
      }
      if (asked.problem) inputs().prefixStatus(t(asked.problem));
    });
    // The entry navigated to stays where it is in the history, its link made the page's own.
    clearTimeout(settleTimer);
    const { fragment } = inputs().current();
    if (fragment !== location.hash) history.replaceState(null, '', new URL(fragment, location.href));
    return true;
  }

  // The link of what is on screen now, even within the moment before it settles.
  $('share').addEventListener('click', async () => {
    settle();
    const note = $('share-status');
    note.replaceChildren();
    const { fragment, bytes } = inputs().current();
    if (fragment.startsWith('#too-large=')) {
      const download = element('a', '', t('link.download'));
      download.href = URL.createObjectURL(new Blob([bytes], { type: 'application/octet-stream' }));
      download.download = 'bytes.bin';
      note.append(
        t('link.none-before', { limit: count('bytes', MAX_LINK_BYTES), size: count('bytes', bytes.length) }),
        download,
        t('link.none-after'),
      );
      return;
    }
    try {
      await navigator.clipboard.writeText(location.href);
      note.textContent = t('link.copied');
    } catch {
      note.textContent = t('link.not-allowed');
    }
  });

  return { settleSoon, readLink };
}
