// The address holds the input on screen (link.js): an input that stays a moment becomes a history
// entry of its own, so that Back returns to the input before it; a link opens its input; Copy link
// copies it.
import { $, element } from './dom.js';
import { count, number, t } from './i18n.js';
import { MAX_LINK_BYTES, readFragment } from './link.js';

const SETTLE_MS = 600; // an input unchanged this long is a history entry

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
    const { fragment } = inputs().current();
    if (fragment === location.hash) return;
    const url = new URL(location.href);
    url.hash = fragment;
    history.pushState(null, '', url);
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
    inputs().remember(() => {
      if (asked.hex !== undefined) {
        inputs().fromBytes(asked.hex ? utf8.parseBytes(`0x${asked.hex}`).bytes : empty);
      } else if (asked.text !== undefined) {
        inputs().fromText(asked.text);
      } else if (asked.raw !== undefined) {
        inputs().fromBytesField(asked.raw);
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
