// The teaching page. All UTF-8 knowledge comes from the package's public API; this file only
// reads the inputs, keeps the link in step and lays out what the codec says.
import { load, Utf8Error } from './utf8-abnf/js/index.js';
import { analyze } from './analysis.js';
import { createAutomatonPanel } from './automaton-panel.js';
import { createBreakdown } from './breakdown.js';
import { createRowMaker } from './breakdown-rows.js';
import { createCharacterViews } from './characters.js';
import { $, element } from './dom.js';
import { EXAMPLES } from './examples.js';
import { KUHN, KUHN_SECTIONS } from './kuhn.js';
import { setUpCopyAs } from './copy-as.js';
import { createExactText } from './exact-text.js';
import { setUpFinding } from './find-rows.js';
import { setUpFileCheck } from './file-check.js';
import { codePointLabel, hexBytes, plural } from './format.js';
import { createGrammarPanel } from './grammar-panel.js';
import { createNames } from './names.js';
import { fragmentFor, MAX_LINK_BYTES, readFragment } from './link.js';
import { renderDecoded, renderPolicies, renderRepair, renderSummary } from './panels.js';

const MAX_LISTED_BYTES = 16384; // the Bytes field lists the bytes of a text up to this size (48 Ki characters of hex)
const NOTATION_NAMES = {
  hex: 'hex',
  binary: 'binary',
  escapes: 'escapes (\\x…)',
  percent: 'percent-encoding',
  python: 'a Python bytes literal',
  decimal: 'decimal numbers',
  xxd: 'an xxd dump',
  hexdump: 'a hexdump -C dump',
  'code-points': 'code points, encoded in UTF-8',
  empty: 'hex',
};
const FIELD_CHARS = 65536; // about 21 KiB written as hex
const SETTLE_MS = 600; // an input unchanged this long is a history entry
const RESULT_SECTIONS = ['summary', 'repair', 'breakdown-section', 'policies', 'grammar', 'automaton'];

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
  let failedOffset = null; // the invalid row whose failure the grammar marks

  const { characterNode, appendShownText } = createCharacterViews(utf8);
  const names = createNames();
  const rows = createRowMaker({ utf8, characterNode, appendShownText, names });
  names.version().then(
    (version) => {
      $('names-version').textContent = `Character names and general categories: Unicode ${version}, from the Unicode Character Database.`;
    },
    () => {
      $('names-version').textContent = 'Character names could not be loaded.';
    },
  );
  const breakdown = createBreakdown({
    scroller: $('breakdown-scroller'),
    table: $('breakdown'),
    topSpacer: $('breakdown-before'),
    bottomSpacer: $('breakdown-after'),
    utf8,
    rows,
    onSelect: (key, offset) => select(key, 'row', offset),
  });
  const grammar = createGrammarPanel(utf8, (key) => select(key, 'grammar'));
  const automaton = createAutomatonPanel(utf8, (offset) => breakdown.highlight(offset));
  buildExamples();

  // Selects an alternative (or clears it); from a row at `offset`, an invalid one also marks in
  // the grammar where its attempt failed.
  function select(key, from, offset) {
    const [segment] = offset === undefined ? [] : utf8.explain(shownAnalysis.bytes, { from: offset, to: offset + 1 });
    const failed = segment && !segment.valid && segment.rule ? segment : null;
    selected = selected === key && failedOffset === (failed ? offset : null) ? null : key;
    failedOffset = failed && selected ? offset : null;
    grammar.markFailure(failedOffset === null ? null : { segment: failed, next: shownAnalysis.bytes[failed.index + failed.length] });
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
  // The page shows one input at a time: `current` is its bytes, where they came from, and the
  // fragment that reopens it. Every panel describes `current.bytes`, which are always what the
  // fields hold; when the Bytes field cannot be read, the panels are marked as describing the
  // last bytes it could be read as.
  let current = { bytes: new Uint8Array(0), fragment: '#hex=' };
  const exactText = createExactText();

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

  function readBytesField(text = bytesInput.value) {
    const parsed = utf8.parseBytes(text);
    $('bytes-pointer').hidden = true;
    if (parsed.ok) {
      acceptBytes(parsed.bytes, parsed.notation);
      return;
    }
    // A lone hex digit at the end is a byte being typed.
    const waiting = parsed.problem === 'odd-hex-digits' && /[0-9a-fA-F]$/.test(text) ? utf8.parseBytes(text.slice(0, -1)) : null;
    if (waiting?.ok && (waiting.notation === 'hex' || waiting.notation === 'empty')) {
      acceptBytes(waiting.bytes, 'hex', text);
      setBytesStatus(
        `${waiting.bytes.length ? `${plural(waiting.bytes.length, 'byte')}, read as hex; ` : ''}waiting for the second digit of byte ${(waiting.bytes.length + 1).toLocaleString('en')}.`,
      );
      return;
    }
    const line = text.slice(0, parsed.index).split('\n').length;
    const column = parsed.index - text.lastIndexOf('\n', parsed.index - 1);
    setBytesStatus(
      `Could not read character ${parsed.index + 1} (line ${line}, column ${column}) as ${NOTATION_NAMES[parsed.notation]}: ${parsed.message}.`,
      true,
    );
    bytesInput.setAttribute('aria-invalid', 'true');
    showPointer(text, parsed.index);
    markStale(true);
    textInput.value = exactText.set('');
    setTextStatus('No text while the Bytes field cannot be read.');
    current = { ...current, fragment: fragmentFor({ raw: text }) };
    scheduleSettle();
  }

  // Bytes read from the Bytes field (or a link) in `notation`: everything else follows them.
  // `raw` is the field's text when it is not all bytes yet (a digit waiting for its pair).
  function acceptBytes(bytes, notation, raw) {
    bytesInput.removeAttribute('aria-invalid');
    setBytesStatus(bytes.length ? `${plural(bytes.length, 'byte')}, read as ${NOTATION_NAMES[notation]}.` : '');
    const analysis = analyze(utf8, bytes);
    const { valid } = analysis.summary;
    // Text longer than a field stays quick with is not put in it (see keepBigPastesOut).
    const fits = valid && analysis.text.length <= FIELD_CHARS;
    textInput.value = exactText.set(fits ? analysis.text : '');
    setTextStatus(
      !valid && bytes.length
        ? 'These bytes are not valid UTF-8, so there is no text to show here: see the breakdown and the decoded text below.'
        : fits
          ? carriageReturnNote()
          : `The text has ${plural(analysis.text.length, 'UTF-16 code unit')}, too many for this field to stay quick: the decoded text below shows it.`,
    );
    show(analysis, raw === undefined ? { bytes } : { raw });
  }

  function setTextStatus(text, isError = false) {
    $('text-status').textContent = text;
    $('text-status').classList.toggle('error', isError);
  }

  function carriageReturnNote() {
    const count = exactText.carriageReturns;
    return count
      ? `The text holds ${plural(count, 'carriage return')} (U+000D), which this field shows as a line break; ${count === 1 ? 'it is' : 'they are'} kept as they are.`
      : '';
  }

  function readTextField() {
    const edited = exactText.edit(textInput.value);
    if (edited.shown !== textInput.value) textInput.value = edited.shown;
    acceptText(edited.text);
  }

  // Text from the Text field (or a link): its UTF-8 is the input.
  function acceptText(text) {
    let bytes;
    let lone = null;
    try {
      bytes = utf8.encode(text);
    } catch (error) {
      if (!(error instanceof Utf8Error)) throw error;
      lone = error;
      bytes = utf8.encode(text, { errors: 'replace' });
    }
    setTextStatus(
      lone
        ? `A lone surrogate ${codePointLabel(text.charCodeAt(lone.index))} at character index ${lone.index} has no UTF-8 encoding: it is shown as EF BF BD (U+FFFD), as TextEncoder does.`
        : [text ? `${plural(text.length, 'UTF-16 code unit')} encode to ${plural(bytes.length, 'byte')}.` : '', carriageReturnNote()]
            .filter(Boolean)
            .join(' '),
      lone !== null,
    );
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
    show(analyze(utf8, bytes), { bytes });
  }

  // Live as you type, at most once a frame; a typed input no longer matches the chosen example.
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
  const readBytesSoon = onFrame(readBytesField);
  const readTextSoon = onFrame(readTextField);
  bytesInput.addEventListener('input', () => {
    $('examples').value = '';
    $('paste-note').hidden = true;
    readBytesSoon();
  });
  textInput.addEventListener('input', () => {
    $('examples').value = '';
    $('paste-note').hidden = true;
    readTextSoon();
  });

  // A paste of more than FIELD_CHARS characters is kept out of its field (Chromium lays out a
  // textarea of megabytes for hundreds of milliseconds at every change): it becomes the input, the
  // field is emptied, and a note says what was pasted, with a button that puts it in the field.
  function keepBigPastesOut(field, accept, what) {
    field.addEventListener('paste', (event) => {
      const text = event.clipboardData?.getData('text/plain') ?? '';
      if (text.length <= FIELD_CHARS) return;
      event.preventDefault();
      $('examples').value = '';
      bytesInput.value = '';
      textInput.value = exactText.set('');
      accept(text);
      const note = $('paste-note');
      const putBack = element('button', 'secondary small', 'Put it in the field anyway');
      putBack.type = 'button';
      putBack.addEventListener('click', () => {
        note.hidden = true;
        field.value = field === textInput ? exactText.set(text) : text;
        field.dispatchEvent(new Event('input'));
      });
      note.replaceChildren(
        `${what} of ${plural(text.length, 'character')} was pasted. It is the input that everything below describes, but it is kept out of the field, which would make every keystroke slow. `,
        putBack,
      );
      note.hidden = false;
    });
  }
  keepBigPastesOut(bytesInput, (text) => readBytesField(text), 'Bytes written as text');
  keepBigPastesOut(textInput, (text) => acceptText(text), 'Text');

  // Code points typed in their own field: their UTF-8 is the input.
  const codePointsInput = $('code-points-input');
  const MAX_LISTED_CODE_POINTS = 4096;
  function readCodePointsField() {
    const parsed = utf8.parseCodePoints(codePointsInput.value);
    $('code-points-status').classList.toggle('error', !parsed.ok);
    if (!parsed.ok) {
      codePointsInput.setAttribute('aria-invalid', 'true');
      $('code-points-status').textContent =
        `Could not read character ${parsed.index + 1}: ${parsed.message}. The other fields keep the last code points read.`;
      return;
    }
    codePointsInput.removeAttribute('aria-invalid');
    const bytes = utf8.encodeCodePoints(parsed.codePoints);
    bytesInput.value = bytes.length <= MAX_LISTED_BYTES ? hexBytes(bytes) : '';
    $('bytes-pointer').hidden = true;
    acceptBytes(bytes, 'code-points');
    $('code-points-status').textContent = parsed.codePoints.length
      ? `${plural(parsed.codePoints.length, 'code point')}: ${plural(bytes.length, 'byte')} of UTF-8.`
      : '';
  }
  const readCodePointsSoon = onFrame(readCodePointsField);
  codePointsInput.addEventListener('input', () => {
    $('examples').value = '';
    readCodePointsSoon();
  });

  // The Code points field follows the other fields (not while it is being typed in).
  function showCodePoints(analysis) {
    if (document.activeElement === codePointsInput) return;
    const { summary, text, textIsWhole } = analysis;
    const listed = summary.valid && textIsWhole && summary.sequences <= MAX_LISTED_CODE_POINTS;
    codePointsInput.value = listed ? Array.from(text, (c) => codePointLabel(c.codePointAt(0))).join(' ') : '';
    codePointsInput.removeAttribute('aria-invalid');
    $('code-points-status').classList.remove('error');
    $('code-points-status').textContent =
      summary.valid || !summary.length
        ? listed
          ? ''
          : `${plural(summary.sequences, 'code point')}: too many to list here.`
        : 'These bytes are not valid UTF-8: not all of them are code points.';
  }

  // ---- What the bytes are ----

  function markStale(stale) {
    for (const section of RESULT_SECTIONS) $(section).classList.toggle('stale', stale);
    const note = $('stale-note');
    note.hidden = !stale;
    note.textContent = stale
      ? `The Bytes field cannot be read (see above), so what follows describes the last bytes it could be read as: ${current.bytes.length ? plural(current.bytes.length, 'byte') : 'none'}${current.bytes.length && current.bytes.length <= 16 ? `, ${hexBytes(current.bytes)}` : ''}.`
      : '';
  }

  let shownAnalysis = null;
  $('every-invisible').addEventListener('change', () =>
    renderDecoded($('decoded'), shownAnalysis, appendShownText, $('every-invisible').checked),
  );

  // Every panel from one analysis of the bytes in the field. `source` is what the link keeps.
  function show(analysis, source) {
    shownAnalysis = analysis;
    current = { bytes: analysis.bytes, fragment: fragmentFor(source) };
    markStale(false);
    renderSummary($('summary'), analysis, goToOffset);
    showCodePoints(analysis);
    renderRepair($('repair'), analysis, (repaired) => {
      $('examples').value = '';
      bytesInput.value = repaired.length <= MAX_LISTED_BYTES ? hexBytes(repaired) : '';
      acceptBytes(repaired, 'hex');
      setBytesStatus(`${plural(repaired.length, 'byte')}: the repaired bytes.`);
    });
    breakdown.show(analysis.bytes, analysis.summary.errorIndexes);
    $('breakdown-position').textContent = '';
    breakdown.select(selected);
    renderDecoded($('decoded'), analysis, appendShownText, $('every-invisible').checked);
    renderPolicies($('policy-table'), analysis, appendShownText);
    grammar.mark(analysis.summary);
    grammar.markFailure(null);
    failedOffset = null;
    automaton.show(analysis.bytes);
    showCopyPreview();
    scheduleSettle();
  }

  // ---- Copy as, and finding rows ----

  const showCopyPreview = setUpCopyAs(() => shownAnalysis);
  const goToOffset = setUpFinding(breakdown, () => shownAnalysis);

  // ---- Examples, links, history, files ----

  function buildExamples() {
    const select = $('examples');
    const addGroup = (label, items) => {
      const optgroup = element('optgroup');
      optgroup.label = label;
      for (const [name, hex] of items) {
        const option = element('option', '', name);
        option.value = hex;
        optgroup.append(option);
      }
      select.append(optgroup);
    };
    for (const [group, items] of EXAMPLES) addGroup(group, items);
    // Markus Kuhn's stress test, grouped as he groups it.
    for (const [section, title] of Object.entries(KUHN_SECTIONS)) {
      const cases = KUHN.filter(({ name }) => name.startsWith(`${section} `) || name.startsWith(`${section}.`));
      addGroup(
        `Kuhn ${section}: ${title}`,
        cases.map(({ name, bytes }) => [name, hexBytes(bytes)]),
      );
    }
    select.addEventListener('change', () => {
      if (!select.value) return;
      bytesInput.value = select.value;
      readBytesField();
    });
  }

  // An input that stays a moment becomes a history entry of its own, so that Back returns to the
  // input before it; the address bar always ends up holding the input on screen.
  let settleTimer = 0;
  function scheduleSettle() {
    clearTimeout(settleTimer);
    settleTimer = setTimeout(settle, SETTLE_MS);
  }
  function settle() {
    clearTimeout(settleTimer);
    // A screen reader hears the summary once the input settles, not at every keystroke.
    const status = $('bytes-status').classList.contains('error') ? `${$('bytes-status').textContent} ` : '';
    $('announce').textContent = `${status}${$('summary').querySelector('.verdict')?.textContent ?? ''}`;
    if (current.fragment === location.hash) return;
    const url = new URL(location.href);
    url.hash = current.fragment;
    history.pushState(null, '', url);
  }
  window.addEventListener('pagehide', settle);

  // Shows the input a link names; false if it names none.
  function readLink() {
    const asked = readFragment(location.hash);
    if (!asked) return false;
    $('examples').value = '';
    if (asked.hex !== undefined) {
      const bytes = asked.hex ? utf8.parseBytes(`0x${asked.hex}`).bytes : new Uint8Array(0);
      bytesInput.value = hexBytes(bytes);
      acceptBytes(bytes, 'hex');
    } else if (asked.text !== undefined) {
      textInput.value = exactText.set(asked.text);
      acceptText(asked.text);
    } else if (asked.raw !== undefined) {
      bytesInput.value = asked.raw;
      readBytesField();
    } else if (asked.tooLarge !== undefined) {
      bytesInput.value = '';
      acceptBytes(new Uint8Array(0), 'hex');
      current = { ...current, fragment: location.hash };
      setBytesStatus(
        `This link was made from an input of ${plural(asked.tooLarge, 'byte')}, more than a link holds (${MAX_LINK_BYTES.toLocaleString('en')}): the page starts empty.`,
        true,
      );
    } else {
      bytesInput.value = '';
      acceptBytes(new Uint8Array(0), 'hex');
    }
    if (asked.problem) setBytesStatus(`${asked.problem} ${$('bytes-status').textContent}`.trim(), true);
    // The entry navigated to stays where it is in the history, its link made the page's own.
    clearTimeout(settleTimer);
    if (current.fragment !== location.hash) history.replaceState(null, '', new URL(current.fragment, location.href));
    return true;
  }
  window.addEventListener('popstate', readLink);

  // The link of what is on screen now, even within the moment before it settles.
  $('share').addEventListener('click', async () => {
    settle();
    const note = $('share-status');
    note.replaceChildren();
    if (current.fragment.startsWith('#too-large=')) {
      const download = element('a', '', 'download the bytes as a file');
      download.href = URL.createObjectURL(new Blob([current.bytes], { type: 'application/octet-stream' }));
      download.download = 'bytes.bin';
      note.append(
        `A link holds at most ${plural(MAX_LINK_BYTES, 'byte')} and this input has ${current.bytes.length.toLocaleString('en')}: no link was copied; `,
        download,
        ' instead.',
      );
      return;
    }
    try {
      await navigator.clipboard.writeText(location.href);
      note.textContent = 'Link copied: it opens this page with this input.';
    } catch {
      note.textContent = 'This browser did not allow copying: the address bar holds the link to this input.';
    }
  });

  // An error of a checked file, opened here: the bytes around it in the Bytes field.
  setUpFileCheck(utf8, rows, (bytes, errorAt, where) => {
    $('examples').value = '';
    bytesInput.value = hexBytes(bytes);
    acceptBytes(bytes, 'hex');
    setBytesStatus(`${plural(bytes.length, 'byte')}: ${where}, opened from the file check.`);
    $('breakdown-title').scrollIntoView({ block: 'start' });
    goToOffset(errorAt);
  });

  show(analyze(utf8, new Uint8Array(0)), { bytes: new Uint8Array(0) }); // what a bad link leaves marked stale
  if (!readLink()) {
    bytesInput.value = 'E4 BD A0 E0 80 AF F0 9F 98 80';
    readBytesField();
    history.replaceState(null, '', new URL(current.fragment, location.href)); // the first entry is this example
  }
}
