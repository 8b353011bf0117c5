// The three input fields (Bytes, Text, Code points) and what they say about themselves. One input
// is shown at a time: `current` is its bytes and the fragment that reopens it. Every panel
// describes current.bytes, which are always what the fields hold; when the Bytes field cannot be
// read, the panels are marked as describing the last bytes it could be read as.
import { Utf8Error } from './utf8-abnf/js/index.js';
import { analyze } from './analysis.js';
import { $, element } from './dom.js';
import { createExactText } from './exact-text.js';
import { codePointLabel, hexBytes } from './utf8-abnf/js/texts.js';
import { count, locale, number, t } from './i18n.js';
import { fragmentFor } from './link.js';

const MAX_LISTED_BYTES = 16384; // the Bytes field lists the bytes of a text up to this size (48 Ki characters of hex)
const MAX_LISTED_CODE_POINTS = 4096;
const FIELD_CHARS = 65536; // about 21 KiB written as hex
const RESULT_SECTIONS = ['summary', 'other-encoding', 'breakdown-section', 'policies', 'grammar', 'automaton'];

// Live as you type, at most once a frame.
function onFrame(fn) {
  let pending = false;
  return () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      fn();
    });
  };
}

// Where a field's text goes wrong, as an editor counts it: the character (code point, from 1),
// its line and its column. `unit` is a UTF-16 index, as the parsers and Utf8Error give it.
function placeOf(text, unit) {
  const before = text.slice(0, unit);
  const lineStart = before.lastIndexOf('\n') + 1;
  return {
    index: number([...before].length + 1),
    line: number(before.split('\n').length),
    column: number([...before.slice(lineStart)].length + 1),
  };
}

/**
 * Wires the fields; `render(analysis)` draws the panels, `settleSoon()` is called after each new
 * input, `ways.show(way)` shows a field (ways-in.js). Returns the ways in: from the Bytes field, from text, from bytes (with a status line).
 */
export function createInputs(utf8, { render, settleSoon, ways }) {
  const bytesInput = $('bytes-input');
  const textInput = $('text-input');
  const codePointsInput = $('code-points-input');
  const exactText = createExactText();
  let current = { bytes: new Uint8Array(0), fragment: '#hex=' };
  // Each way in is remembered (the outermost, when one calls another), so that a change of
  // language can show the current input again with every status in the new language.
  let again = () => {};
  let depth = 0;
  function remember(call) {
    if (depth === 0) again = call;
    depth++;
    try {
      call();
    } finally {
      depth--;
    }
  }
  const remembered =
    (fn) =>
    (...args) =>
      remember(() => fn(...args));

  const setStatus = (id, text, isError = false) => {
    $(id).textContent = text;
    $(id).classList.toggle('error', isError);
  };
  const setBytesStatus = (text, isError) => setStatus('bytes-status', text, isError);
  const setTextStatus = (text, isError) => setStatus('text-status', text, isError);
  const listed = (bytes) => (bytes.length <= MAX_LISTED_BYTES ? hexBytes(bytes) : '');

  function show(analysis, source) {
    current = { bytes: analysis.bytes, fragment: fragmentFor(source) };
    markStale(false);
    render(analysis);
    showCodePoints(analysis);
    settleSoon();
  }

  // Each panel says so in text (copied and read aloud with it), in the page's language.
  function markStale(stale) {
    for (const section of RESULT_SECTIONS) {
      $(section).classList.toggle('stale', stale);
      $(section).querySelector(':scope > .stale-mark')?.remove();
      if (stale) $(section).prepend(element('p', 'stale-mark', t('stale.mark')));
    }
    const { bytes } = current;
    const last = !bytes.length
      ? t('stale.none')
      : bytes.length <= 16
        ? t('stale.listed', { bytes: count('bytes', bytes.length), hex: hexBytes(bytes) })
        : count('bytes', bytes.length);
    $('stale-note').hidden = !stale;
    $('stale-note').textContent = stale ? t('stale.note', { bytes: last }) : '';
  }

  // Text shown in the Text field (kept out of it if it is long, as a long paste is), its UTF-8 the input.
  function showText(text) {
    ways.show('text');
    const fits = text.length <= FIELD_CHARS;
    textInput.value = exactText.set(fits ? text : '');
    fromText(text);
    if (!fits) setTextStatus(t('input.text-too-long', { units: count('units', text.length) }));
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
    const parsed = utf8.parseBytes(text, { locale: locale() });
    $('bytes-pointer').hidden = true;
    if (parsed.ok) {
      acceptBytes(parsed.bytes, parsed.notation);
      return;
    }
    // A lone hex digit at the end is a byte being typed.
    const waiting = parsed.problem === 'odd-hex-digits' && /[0-9a-fA-F]$/.test(text) ? utf8.parseBytes(text.slice(0, -1)) : null;
    if (waiting?.ok && (waiting.notation === 'hex' || waiting.notation === 'empty')) {
      acceptBytes(waiting.bytes, 'hex', text);
      const next = number(waiting.bytes.length); // the byte being typed, by its offset
      setBytesStatus(
        waiting.bytes.length
          ? t('input.waiting-after', { bytes: count('bytes', waiting.bytes.length), next })
          : t('input.waiting', { next }),
      );
      return;
    }
    setBytesStatus(
      t('input.unreadable', { ...placeOf(text, parsed.index), notation: t(`notation.${parsed.notation}`), message: parsed.message }),
      true,
    );
    bytesInput.setAttribute('aria-invalid', 'true');
    // Words typed or pasted here (three letters past F in a row, or a character outside ASCII):
    // one click reads them as text, in the Text field, instead. A typo in hex (E4 ZZ) is not.
    if (/[^\p{ASCII}]|[g-wyzG-WYZ]{3}/u.test(text)) {
      const asText = element('button', 'link', t('input.read-as-text'));
      asText.type = 'button';
      asText.addEventListener('click', () => showText(text));
      $('bytes-status').append(' ', asText);
    }
    showPointer(text, parsed.index);
    markStale(true);
    textInput.value = exactText.set('');
    setTextStatus(t('input.no-text'));
    current = { ...current, fragment: fragmentFor({ raw: text }) };
    settleSoon();
  }

  // Bytes read from the Bytes field (or a link) in `notation`: everything else follows them.
  // `raw` is the field's text when it is not all bytes yet (a digit waiting for its pair).
  function acceptBytes(bytes, notation, raw, origin = 0) {
    bytesInput.removeAttribute('aria-invalid');
    setBytesStatus(bytes.length ? t('input.read-as', { bytes: count('bytes', bytes.length), notation: t(`notation.${notation}`) }) : '');
    const analysis = analyze(utf8, bytes, origin);
    const { valid } = analysis.summary;
    // Text longer than a field stays quick with is not put in it (see keepBigPastesOut).
    const fits = valid && analysis.text.length <= FIELD_CHARS;
    textInput.value = exactText.set(fits ? analysis.text : '');
    setTextStatus(
      !valid && bytes.length
        ? t('input.no-text-invalid')
        : fits
          ? carriageReturnNote()
          : t('input.text-too-long', { units: count('units', analysis.text.length) }),
    );
    show(analysis, raw === undefined ? { bytes } : { raw });
  }

  function carriageReturnNote() {
    const returns = exactText.carriageReturns;
    return returns ? count('input.carriage-returns', returns) : '';
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
        ? t('input.lone-surrogate', { codePoint: codePointLabel(text.charCodeAt(lone.index)), ...placeOf(text, lone.index) })
        : [
            text ? t('input.encoded', { units: count('units', text.length), bytes: count('bytes', bytes.length) }) : '',
            carriageReturnNote(),
          ]
            .filter(Boolean)
            .join(' '),
      lone !== null,
    );
    bytesInput.value = listed(bytes);
    bytesInput.removeAttribute('aria-invalid');
    $('bytes-pointer').hidden = true;
    const from = bytes.length <= MAX_LISTED_BYTES ? 'input.from-text' : 'input.from-text-unlisted';
    setBytesStatus(bytes.length ? t(from, { bytes: count('bytes', bytes.length) }) : '');
    show(analyze(utf8, bytes), { bytes });
  }

  const fromBytesField = remembered(readBytesField);
  const fromText = remembered(acceptText);

  function readTextField() {
    const edited = exactText.edit(textInput.value);
    if (edited.shown !== textInput.value) textInput.value = edited.shown;
    fromText(edited.text);
  }

  // Code points typed in their own field: their UTF-8 is the input.
  const fromCodePointsField = remembered(() => {
    const parsed = utf8.parseCodePoints(codePointsInput.value, { locale: locale() });
    $('code-points-status').classList.toggle('error', !parsed.ok);
    if (!parsed.ok) {
      codePointsInput.setAttribute('aria-invalid', 'true');
      const { index } = placeOf(codePointsInput.value, parsed.index);
      $('code-points-status').textContent = t('input.code-points-unreadable', { index, message: parsed.message });
      return;
    }
    codePointsInput.removeAttribute('aria-invalid');
    const bytes = utf8.encodeCodePoints(parsed.codePoints);
    bytesInput.value = listed(bytes);
    $('bytes-pointer').hidden = true;
    acceptBytes(bytes, 'code-points');
    $('code-points-status').textContent = parsed.codePoints.length
      ? t('input.code-points-read', { codePoints: count('code-points', parsed.codePoints.length), bytes: count('bytes', bytes.length) })
      : '';
  });

  // The Code points field follows the other fields (not while it is being typed in).
  function showCodePoints(analysis) {
    if (document.activeElement === codePointsInput) return;
    const { summary, text, textIsWhole } = analysis;
    const all = summary.valid && textIsWhole && summary.sequences <= MAX_LISTED_CODE_POINTS;
    codePointsInput.value = all ? Array.from(text, (c) => codePointLabel(c.codePointAt(0))).join(' ') : '';
    codePointsInput.removeAttribute('aria-invalid');
    $('code-points-status').classList.remove('error');
    $('code-points-status').textContent =
      summary.valid || !summary.length
        ? all
          ? ''
          : t('input.code-points-too-many', { codePoints: count('code-points', summary.sequences) })
        : t('input.code-points-invalid');
  }

  // A typed input no longer matches the chosen example.
  const edited = (read) => () => {
    $('examples').value = '';
    $('paste-note').hidden = true;
    read();
  };
  bytesInput.addEventListener('input', edited(onFrame(() => fromBytesField())));
  textInput.addEventListener('input', edited(onFrame(readTextField)));
  codePointsInput.addEventListener('input', edited(onFrame(() => fromCodePointsField())));

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
      const showNote = () => {
        const putBack = element('button', 'secondary small', t('paste.put-back'));
        putBack.type = 'button';
        putBack.addEventListener('click', () => {
          note.hidden = true;
          ways.show(field === textInput ? 'text' : 'bytes');
          field.value = field === textInput ? exactText.set(text) : text;
          field.dispatchEvent(new Event('input'));
        });
        note.replaceChildren(t('paste.note', { what: t(what, { characters: count('characters', text.length) }) }), putBack);
      };
      const input = again;
      again = () => {
        input();
        showNote();
      };
      showNote();
      note.hidden = false;
    });
  }
  keepBigPastesOut(bytesInput, fromBytesField, 'paste.bytes');
  keepBigPastesOut(textInput, fromText, 'paste.text');

  return {
    current: () => current,
    /** Reads `text` as the Bytes field's content (it is put in the field unless `kept`). */
    fromBytesField(text, { kept = false } = {}) {
      if (!kept) bytesInput.value = text;
      fromBytesField(text);
    },
    /** Shows `text` as the Text field's content (a link's); kept out of the field if it is long, as a long paste is. */
    fromText: showText,
    /**
     * Shows `bytes` (listed in the Bytes field when they fit), then status `key` with its `params`;
     * `origin`: where they sit in the file they were opened from.
     */
    fromBytes: remembered((bytes, key, params, { isError = false, origin = 0 } = {}) => {
      bytesInput.value = listed(bytes);
      $('bytes-pointer').hidden = true;
      acceptBytes(bytes, 'hex', undefined, origin);
      if (!key) return;
      ways.show('bytes'); // where its status is read
      setBytesStatus(t(key, { ...params, bytes: count('bytes', bytes.length) }), isError);
    }),
    /** Runs `call`, which shows an input by the ways above, and runs it again at a change of language. */
    remember,
    /** Marks the input as the one a fragment names (a link to an input too large to hold). */
    keepFragment(fragment) {
      current = { ...current, fragment };
    },
    /** Puts `problem` (a text) before the Bytes field's status, as an error. */
    prefixStatus(problem) {
      setBytesStatus(`${problem} ${$('bytes-status').textContent}`.trim(), true);
    },
    /** Shows the current input again, every status in the page's language now. */
    again: () => remember(again),
  };
}
