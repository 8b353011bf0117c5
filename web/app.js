// The teaching page. All UTF-8 knowledge comes from the package's public API; this file only
// reads the inputs, keeps the link in step and lays out what the codec says.
import { load, Utf8Error } from './utf8-abnf/js/index.js';
import { createBreakdown } from './breakdown.js';
import { createCharacterViews } from './characters.js';
import { EXAMPLES } from './examples.js';
import { element } from './dom.js';
import { codePointLabel, hexByte, hexBytes } from './format.js';

const $ = (id) => document.getElementById(id);
const MAX_LINK_BYTES = 4096; // larger inputs are not put in the URL
const MAX_DECODED_BYTES = 16384; // the decoded-text panel shows this much
const MAX_LISTED_BYTES = 65536; // the Bytes field lists the bytes of a text up to this size
const NOTATION_NAMES = {
  hex: 'hex',
  binary: 'binary',
  escapes: 'escapes (\\x…)',
  percent: 'percent-encoding',
  python: 'a Python bytes literal',
};
const plural = (n, one, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

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
  const grammarButtons = buildGrammar(utf8, (key) => select(key, 'grammar'));
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
    if (from === 'row' && selected) grammarButtons.get(selected)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
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
    bytesInput.removeAttribute('aria-invalid');
    const { bytes } = parsed;
    setBytesStatus(bytes.length ? `${plural(bytes.length, 'byte')}, read as ${NOTATION_NAMES[parsed.notation]}.` : '');
    const valid = utf8.validate(bytes);
    textInput.value = valid ? utf8.decode(bytes) : '';
    $('text-status').textContent =
      valid || !bytes.length
        ? ''
        : 'These bytes are not valid UTF-8, so there is no text to show here: see the breakdown and the decoded text below.';
    show(bytes);
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
    show(bytes);
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

  let linkTimer = 0;
  function show(bytes) {
    const summary = utf8.summarize(bytes);
    renderSummary(summary);
    breakdown.show(bytes);
    breakdown.select(selected);
    renderDecoded(bytes);
    renderPolicies(summary);
    markGrammar(summary);
    clearTimeout(linkTimer);
    linkTimer = setTimeout(() => updateLink(bytes), 250);
  }

  function renderSummary(summary) {
    const box = $('summary');
    box.replaceChildren();
    if (summary.length === 0) {
      box.append(element('p', 'verdict empty', 'Paste bytes, type text or choose an example.'));
      return;
    }
    const verdict = element('p', summary.valid ? 'verdict ok' : 'verdict bad');
    verdict.append(element('strong', '', summary.valid ? '✓ Valid UTF-8' : '✗ Not valid UTF-8'));
    const facts = [plural(summary.length, 'byte'), plural(summary.sequences, 'character')];
    if (!summary.valid) {
      facts.push(`${plural(summary.errors, 'error')} in ${plural(summary.errorBytes, 'byte')}`);
      facts.push(`the first at byte ${summary.firstError.index} (${summary.firstError.reason})`);
    }
    verdict.append(` · ${facts.join(' · ')}`);
    box.append(verdict);
    if (!summary.valid) {
      const reasons = element('ul', 'reason-counts');
      reasons.setAttribute('aria-label', 'Errors by reason');
      for (const [reason, count] of Object.entries(summary.byReason)) {
        if (!count) continue;
        const item = element('li');
        item.append(element('span', `reason reason-${reason}`, reason), ` × ${count}`);
        reasons.append(item);
      }
      box.append(reasons);
    }
  }

  function renderDecoded(bytes) {
    const shown = bytes.subarray(0, MAX_DECODED_BYTES);
    const decoder = utf8.createDecoder({ errors: 'replace' });
    const text = decoder.decode(shown, { stream: shown.length < bytes.length });
    const pre = $('decoded');
    pre.replaceChildren();
    appendShownText(pre, text);
    if (shown.length < bytes.length)
      pre.append(element('span', 'more', `\n… (the first ${plural(MAX_DECODED_BYTES, 'byte')} of ${bytes.length.toLocaleString('en')})`));
  }

  function renderPolicies(summary) {
    const rows = [
      [
        'One U+FFFD per maximal subpart',
        "Browsers and TextDecoder (WHATWG), Python, Rust: Unicode's recommended practice",
        String(summary.errors),
      ],
      ['One U+FFFD per invalid byte', "Go's range loop and utf8.DecodeRune, many older decoders", String(summary.errorBytes)],
      [
        'Drop what is invalid',
        "utf8.decode with errors: 'ignore', iconv -c",
        summary.errors ? `0 (drops ${plural(summary.errorBytes, 'byte')})` : '0',
      ],
      [
        'Reject the input',
        'TextDecoder with fatal: true, utf8.decode (strict)',
        summary.errors ? `none: throws at byte ${summary.firstError.index}` : '0',
      ],
    ];
    $('policy-table').tBodies[0].replaceChildren(
      ...rows.map((cells) => {
        const tr = element('tr');
        for (const [i, cell] of cells.entries()) tr.append(element(i === 0 ? 'th' : 'td', i === 2 ? 'count' : '', cell));
        tr.firstChild.scope = 'row';
        return tr;
      }),
    );
  }

  function markGrammar(summary) {
    utf8.grammar.forEach((entry, i) => {
      const key = `UTF8-${entry.rule}/${entry.alternative}`;
      const count = summary.byAlternative[i];
      for (const node of document.querySelectorAll(`[data-alternative="${key}"]`)) {
        node.classList.toggle('used', count > 0);
        const cell = node.querySelector('.used-count');
        if (cell) cell.textContent = count ? count.toLocaleString('en') : '';
      }
      const button = grammarButtons.get(key);
      button.title = count ? `used ${plural(count, 'time')} by the input` : 'not used by the input';
    });
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
      bytesInput.value = hexBytes(utf8.parseBytes(`0x${hex}`).bytes ?? []);
      readBytesField();
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

function buildGrammar(utf8, onSelect) {
  const buttons = new Map();
  const abnf = $('abnf');
  // One grid row per rule: its name, "=", and its alternatives, which wrap at their " / ".
  const rule = (name, ...body) => {
    const row = element('div', 'abnf-rule');
    const definition = element('span', 'abnf-body');
    definition.append(...body);
    row.append(element('span', 'abnf-name', name), element('span', 'abnf-equals', '='), definition);
    abnf.append(row);
  };
  rule('UTF8-octets', '*( UTF8-char )');
  rule('UTF8-char', 'UTF8-1 / UTF8-2 / UTF8-3 / UTF8-4');
  for (const number of [1, 2, 3, 4]) {
    const parts = [];
    for (const entry of utf8.grammar.filter((each) => each.rule === number)) {
      const key = `UTF8-${entry.rule}/${entry.alternative}`;
      const button = element('button', 'alternative', entry.text.replace(/^UTF8-\d = /, ''));
      button.type = 'button';
      button.dataset.alternative = key;
      button.setAttribute('aria-pressed', 'false');
      button.setAttribute('aria-label', `UTF8-${entry.rule} alternative ${entry.alternative}: ${button.textContent}`);
      button.addEventListener('click', () => onSelect(key));
      buttons.set(key, button);
      const group = element('span', 'abnf-alternative');
      group.append(button);
      if (parts.length) parts[parts.length - 1].append(' /');
      if (parts.length) parts.push(' ');
      parts.push(group);
    }
    rule(`UTF8-${number}`, ...parts);
  }
  rule('UTF8-tail', '%x80-BF');

  const range = ([lo, hi]) => (lo === hi ? hexByte(lo) : `${hexByte(lo)}..${hexByte(hi)}`);
  $('ranges').tBodies[0].replaceChildren(
    ...utf8.grammar.map((entry) => {
      const tr = element('tr');
      tr.dataset.alternative = `UTF8-${entry.rule}/${entry.alternative}`;
      const head = element('th');
      head.append(`${codePointLabel(entry.first)}..`, document.createElement('wbr'), codePointLabel(entry.last));
      head.scope = 'row';
      tr.append(head);
      for (let k = 0; k < 4; k++) tr.append(element('td', 'mono', entry.bytes[k] ? range(entry.bytes[k]) : ''));
      tr.append(element('td', 'used-count'));
      tr.addEventListener('click', () => onSelect(tr.dataset.alternative));
      return tr;
    }),
  );
  return buttons;
}

function setUpFileCheck(utf8, characterNode) {
  const input = $('file-input');
  const zone = $('drop-zone');
  const progress = $('file-progress');
  const result = $('file-result');
  let worker = null;
  const mib = (n) => `${(n / 1048576).toFixed(n < 10485760 ? 2 : 1)} MiB`;

  function check(file) {
    worker?.terminate();
    worker = new Worker(new URL('./file-worker.js', import.meta.url), { type: 'module' });
    progress.hidden = false;
    progress.value = 0;
    result.replaceChildren(element('p', 'file-line', `Checking ${file.name} (${mib(file.size)})…`));
    worker.onmessage = ({ data }) => {
      if (data.type === 'progress') {
        progress.value = data.total ? data.done / data.total : 1;
        result.firstChild.textContent = `Checking ${file.name}: ${mib(data.done)} of ${mib(data.total)}`;
      } else if (data.type === 'result') {
        progress.value = 1;
        showFileResult(file, data.result);
      } else {
        result.replaceChildren(element('p', 'verdict bad', `Could not check ${file.name}: ${data.message}`));
      }
    };
    worker.onerror = (event) =>
      result.replaceChildren(
        element('p', 'verdict bad', `Could not check ${file.name}: ${event.message || 'the background checker failed to start'}`),
      );
    worker.postMessage({ file });
  }

  function showFileResult(file, outcome) {
    if (outcome.valid) {
      result.replaceChildren(element('p', 'verdict ok', `✓ ${file.name} is valid UTF-8 (${plural(outcome.size, 'byte')}).`));
      return;
    }
    const verdict = element('p', 'verdict bad');
    verdict.append(
      element('strong', '', `✗ ${file.name} is not valid UTF-8.`),
      ` First error at byte ${outcome.index.toLocaleString('en')} (line ${outcome.line}, column ${outcome.column}): `,
      element('span', `reason reason-${outcome.reason}`, outcome.reason),
      ` ${outcome.message}`,
    );
    const wrap = element('div', 'table-wrap');
    const table = element('table', 'breakdown compact');
    table.append(element('caption', '', 'The bytes around it (offsets in the file)'), $('breakdown').tHead.cloneNode(true));
    const tbody = element('tbody');
    table.append(tbody);
    wrap.append(table);
    result.replaceChildren(verdict, wrap);
    const context = createBreakdown({ tbody, moreNote: element('p'), utf8, characterNode, onSelect: () => {} });
    context.show(outcome.context.bytes, outcome.context.offset);
  }

  input.addEventListener('change', () => input.files[0] && check(input.files[0]));
  zone.addEventListener('dragover', (event) => {
    event.preventDefault();
    zone.classList.add('dragging');
  });
  zone.addEventListener('dragleave', () => zone.classList.remove('dragging'));
  zone.addEventListener('drop', (event) => {
    event.preventDefault();
    zone.classList.remove('dragging');
    const [file] = event.dataTransfer.files;
    if (file) check(file);
  });
}
