// The teaching page. All UTF-8 knowledge comes from the package's public API; this file only
// reads the inputs, keeps the link in step and lays out what the codec says.
import { load, Utf8Error } from './utf8-abnf/js/index.js';
import { analyze } from './analysis.js';
import { createBreakdown } from './breakdown.js';
import { createCharacterViews } from './characters.js';
import { $, element } from './dom.js';
import { EXAMPLES } from './examples.js';
import { setUpFileCheck } from './file-check.js';
import { codePointLabel, hexBytes, plural } from './format.js';
import { createGrammarPanel } from './grammar-panel.js';
import { renderDecoded, renderPolicies, renderSummary } from './panels.js';

const MAX_LINK_BYTES = 4096; // larger inputs are not put in the URL
const MAX_LISTED_BYTES = 65536; // the Bytes field lists the bytes of a text up to this size
const NOTATION_NAMES = {
  hex: 'hex',
  binary: 'binary',
  escapes: 'escapes (\\x…)',
  percent: 'percent-encoding',
  python: 'a Python bytes literal',
};

function showFatal(message) {
  $('fatal').textContent = message;
  $('fatal').hidden = false;
  $('loading').hidden = true;
}

window.addEventListener('error', (event) => showFatal(`Something went wrong: ${event.message}`));
main().catch((error) => showFatal(`The page could not start: ${error.message}`));

async function main() {
  if (typeof WebAssembly !== 'object') {
    showFatal('This browser has no WebAssembly, which the UTF-8 codec of this page needs. Any current browser has it.');
    return;
  }
  let utf8;
  try {
    utf8 = await load();
  } catch (error) {
    showFatal(`The UTF-8 codec could not load: ${error.message}`);
    return;
  }
  $('loading').hidden = true;
  document.body.dataset.ready = 'true';

  const bytesInput = $('bytes-input');
  const textInput = $('text-input');
  let selected = null;

  const { characterNode, appendShownText } = createCharacterViews(utf8);
  const breakdown = createBreakdown({
    tbody: $('breakdown').tBodies[0],
    moreNote: $('more-rows'),
    utf8,
    characterNode,
    onSelect: (key) => select(key, 'row'),
  });
  const grammar = createGrammarPanel(utf8, (key) => select(key, 'grammar'));
  buildExamples();

  function select(key, from) {
    selected = selected === key ? null : key;
    for (const node of document.querySelectorAll('[data-alternative]')) {
      const on = node.dataset.alternative === selected;
      node.classList.toggle('selected', on);
      if (node.tagName === 'BUTTON') node.setAttribute('aria-pressed', String(on));
    }
    const firstRow = breakdown.select(selected);
    if (from === 'grammar' && firstRow) firstRow.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    if (from === 'row' && selected) grammar.buttons.get(selected)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }

  // ---- Inputs ----

  function setBytesStatus(text, isError = false) {
    $('bytes-status').textContent = text;
    $('bytes-status').classList.toggle('error', isError);
  }

  function showPointer(text, index) {
    // The line holding the unreadable character, with a caret under it.
    const lineStart = text.lastIndexOf('\n', index - 1) + 1;
    const lineEnd = text.indexOf('\n', index) === -1 ? text.length : text.indexOf('\n', index);
    const from = Math.max(lineStart, index - 40);
    const line = text.slice(from, Math.min(lineEnd, index + 40)).replace(/\t/g, ' ');
    $('bytes-pointer').textContent = `${line}\n${' '.repeat(index - from)}^`;
    $('bytes-pointer').hidden = false;
  }

  function readBytesField() {
    const text = bytesInput.value;
    const parsed = utf8.parseBytes(text);
    $('bytes-pointer').hidden = true;
    if (!parsed.ok) {
      const line = text.slice(0, parsed.index).split('\n').length;
      const column = parsed.index - text.lastIndexOf('\n', parsed.index - 1);
      setBytesStatus(
        `Could not read character ${parsed.index + 1} (line ${line}, column ${column}): ${parsed.message}. Nothing else changed.`,
        true,
      );
      bytesInput.setAttribute('aria-invalid', 'true');
      showPointer(text, parsed.index);
      return;
    }
    acceptBytes(parsed.bytes, parsed.notation);
  }

  // Bytes read from the Bytes field (or a link) in `notation`: everything else follows them.
  function acceptBytes(bytes, notation) {
    bytesInput.removeAttribute('aria-invalid');
    setBytesStatus(bytes.length ? `${plural(bytes.length, 'byte')}, read as ${NOTATION_NAMES[notation]}.` : '');
    const analysis = analyze(utf8, bytes);
    const { valid } = analysis.summary;
    textInput.value = valid ? analysis.text : '';
    $('text-status').textContent =
      valid || !bytes.length
        ? ''
        : 'These bytes are not valid UTF-8, so there is no text to show here: see the breakdown and the decoded text below.';
    show(analysis);
  }

  function readTextField() {
    const text = textInput.value;
    let bytes;
    let lone = null;
    try {
      bytes = utf8.encode(text);
    } catch (error) {
      if (!(error instanceof Utf8Error)) throw error;
      lone = error;
      bytes = utf8.encode(text, { errors: 'replace' });
    }
    $('text-status').textContent = lone
      ? `A lone surrogate ${codePointLabel(text.charCodeAt(lone.index))} at character index ${lone.index} has no UTF-8 encoding: it is shown as EF BF BD (U+FFFD), as TextEncoder does.`
      : text
        ? `${plural(text.length, 'UTF-16 code unit')} encode to ${plural(bytes.length, 'byte')}.`
        : '';
    $('text-status').classList.toggle('error', lone !== null);
    const listed = bytes.length <= MAX_LISTED_BYTES;
    bytesInput.value = listed ? hexBytes(bytes) : '';
    bytesInput.removeAttribute('aria-invalid');
    $('bytes-pointer').hidden = true;
    setBytesStatus(
      !bytes.length
        ? ''
        : listed
          ? `${plural(bytes.length, 'byte')} from the text.`
          : `${plural(bytes.length, 'byte')} from the text: too many to list here; the breakdown shows them all.`,
    );
    show(analyze(utf8, bytes));
  }

  // Live as you type, at most once a frame.
  const onFrame = (fn) => {
    let pending = false;
    return () => {
      if (pending) return;
      pending = true;
      requestAnimationFrame(() => {
        pending = false;
        fn();
      });
    };
  };
  bytesInput.addEventListener('input', onFrame(readBytesField));
  textInput.addEventListener('input', onFrame(readTextField));

  // ---- What the bytes are ----

  // Every panel from one analysis of the bytes in the field.
  let linkTimer = 0;
  function show(analysis) {
    renderSummary($('summary'), analysis);
    breakdown.show(analysis.bytes);
    breakdown.select(selected);
    renderDecoded($('decoded'), analysis, appendShownText);
    renderPolicies($('policy-table'), analysis);
    grammar.mark(analysis.summary);
    clearTimeout(linkTimer);
    linkTimer = setTimeout(() => updateLink(analysis.bytes), 250);
  }

  // ---- Examples, links, files ----

  function buildExamples() {
    const select = $('examples');
    for (const [group, items] of EXAMPLES) {
      const optgroup = element('optgroup');
      optgroup.label = group;
      for (const [label, hex] of items) {
        const option = element('option', '', label);
        option.value = hex;
        optgroup.append(option);
      }
      select.append(optgroup);
    }
    select.addEventListener('change', () => {
      if (!select.value) return;
      bytesInput.value = select.value;
      readBytesField();
    });
  }

  function updateLink(bytes) {
    const url = new URL(location.href);
    url.hash = bytes.length && bytes.length <= MAX_LINK_BYTES ? `hex=${hexBytes(bytes, '').toLowerCase()}` : '';
    history.replaceState(null, '', url);
  }

  // True when the link named an input: read, or reported as unreadable.
  function readLink() {
    const fragment = location.hash.slice(1);
    if (!fragment) return false;
    const params = new URLSearchParams(fragment);
    if (params.has('hex')) {
      const hex = params.get('hex');
      if (!/^(?:[0-9a-fA-F]{2})*$/.test(hex)) {
        setBytesStatus("The link's #hex=… holds something other than pairs of hex digits, so it was not read.", true);
        return true;
      }
      const bytes = hex ? utf8.parseBytes(`0x${hex}`).bytes : new Uint8Array(0);
      bytesInput.value = hexBytes(bytes);
      acceptBytes(bytes, 'hex');
      return true;
    }
    if (params.has('text')) {
      textInput.value = params.get('text');
      readTextField();
      return true;
    }
    setBytesStatus("The link's #… part is not one this page understands (it takes #hex=e4bda0 or #text=…).", true);
    return true;
  }

  $('share').addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(location.href);
      $('share').textContent = 'Link copied';
    } catch {
      $('share').textContent = 'The address bar has the link';
    }
    setTimeout(() => {
      $('share').textContent = 'Copy link';
    }, 2000);
  });
  window.addEventListener('hashchange', readLink);

  setUpFileCheck(utf8, characterNode);

  if (!readLink()) {
    bytesInput.value = 'E4 BD A0 E0 80 AF F0 9F 98 80';
    readBytesField();
  }
}
