// Check a file: a file of any size validated in a Web Worker, with progress; every error counted
// by reason and listed (the first few shown, the rest on demand), the bytes around the first one,
// and any of them opened in the breakdown.
import { $, element, reasonBadge, reasonCounts } from './dom.js';
import { count, locale, number, t } from './i18n.js';
import { encodingTitle, visibleText } from './utf8-abnf/js/texts.js';

const SHOWN_AT_FIRST = 10;
const MIN_RUN = 8; // ASCII runs at least this long are one row
const OPENED_BYTES = 4096; // bytes of the file around an error opened in the breakdown

// Where an error is, as the messages name it.
const where = (error) => ({ offset: number(error.index), line: number(error.line), column: number(error.column) });

// What the bytes around an error tell, as the breakdown's rows say it.
function hintLine(hint, tag = 'span') {
  const line = element(tag, 'hint');
  line.append(element('strong', '', t('row.hint')), hint);
  return line;
}

// A file's name as the page writes it: invisible, control and bidi characters as badges, as the
// command line shows them, and isolated (FSI ... PDI), so that a right-to-left name cannot reorder
// the sentence around it.
const shownName = (name) => `\u2068${visibleText(name)}\u2069`;

// "notes.txt" -> "notes.repaired.txt", "notes.utf-8.txt".
const renamed = (name, part) => name.replace(/(\.[^.]*)?$/, (extension) => `.${part}${extension}`);

// The file read in `encoding`, as a Blob of UTF-8 (its byte order mark left out); or the offset of
// its first byte that is no character in it: nothing is replaced.
async function converted(utf8, file, encoding) {
  try {
    return { blob: await utf8.convertBlob(file, { from: encoding, stripBOM: true }) };
  } catch (error) {
    if (error?.code === 'ERR_ENCODING_INVALID_ENCODED_DATA') return { error: error.index };
    throw error;
  }
}

/**
 * Wires the file check; `openBytes(bytes, origin, errorAt, where)` shows bytes of the file (from
 * byte `origin` of it) in the breakdown, at the error `errorAt` bytes into them.
 */
export function setUpFileCheck(utf8, rows, openBytes) {
  const input = $('file-input');
  const zone = $('drop-zone');
  const progress = $('file-progress');
  const result = $('file-result');
  let worker = null;
  let checked = null; // the file checked last: checked again at a change of language
  const mib = (n) =>
    `${(n / 1048576).toLocaleString(locale(), { maximumFractionDigits: n < 10485760 ? 2 : 1, minimumFractionDigits: n < 10485760 ? 2 : 1 })} MiB`;

  function check(file) {
    checked = file;
    worker?.terminate();
    worker = new Worker(new URL('./file-worker.js', import.meta.url), { type: 'module' });
    progress.hidden = false;
    progress.value = 0;
    result.replaceChildren(element('p', 'file-line', t('file.checking', { name: shownName(file.name), size: mib(file.size) })));
    worker.onmessage = ({ data }) => {
      if (data.type === 'progress') {
        progress.value = data.total ? data.done / data.total : 1;
        result.firstChild.textContent = t('file.checking-progress', {
          name: shownName(file.name),
          done: mib(data.done),
          total: mib(data.total),
        });
      } else if (data.type === 'result') {
        progress.value = 1;
        showFileResult(file, data.result, data.look);
      } else {
        result.replaceChildren(element('p', 'verdict bad', t('file.failed', { name: shownName(file.name), message: data.message })));
      }
    };
    worker.onerror = (event) =>
      result.replaceChildren(
        element('p', 'verdict bad', t('file.failed', { name: shownName(file.name), message: event.message || t('file.worker-failed') })),
      );
    worker.postMessage({ file, locale: locale() });
  }

  // The bytes around the first error, as breakdown rows (ASCII runs collapsed), the error's row marked.
  function contextTable(outcome) {
    const { offset, bytes } = outcome.context;
    const table = element('table', 'breakdown compact');
    table.append($('breakdown').tHead.cloneNode(true), element('tbody'));
    const segments = utf8.explain(bytes, { origin: offset, hints: true, locale: locale() });
    let target = null;
    for (let k = 0; k < segments.length; k++) {
      const segment = segments[k];
      let runEnd = k;
      while (runEnd < segments.length && segments[runEnd].valid && segments[runEnd].codePoint < 0x80) runEnd++;
      if (runEnd - k >= MIN_RUN) {
        table.tBodies[0].append(rows.asciiRunRow(bytes, segment.index - offset, segments[runEnd - 1].index - offset + 1, offset));
        k = runEnd - 1;
        continue;
      }
      const tr = rows.segmentRow(segment, offset);
      if (segment.index === outcome.index) {
        target = tr;
        tr.classList.add('target');
        tr.setAttribute('aria-current', 'true');
      }
      table.tBodies[0].append(tr);
    }
    const wrap = element('div', 'context-scroller');
    wrap.append(table);
    return { wrap, target };
  }

  function errorItem(file, error) {
    const item = element('li');
    const open = element('button', 'secondary small', t('file.open'));
    open.type = 'button';
    open.addEventListener('click', async () => {
      let from = Math.max(0, error.index - OPENED_BYTES / 2);
      let bytes = new Uint8Array(await file.slice(from, from + OPENED_BYTES).arrayBuffer());
      // Cut between characters, as the codec splits them: continuation bytes of a character that
      // began before the slice, and a character that goes on after it, are left out.
      const segments = utf8.explain(bytes, { from: 0, to: 4 });
      let start = 0;
      while (from > 0 && start < segments.length && segments[start].reason === 'unexpected-continuation') start++;
      const skip = start < segments.length ? segments[start].index : 0;
      const [last] = utf8.explain(bytes, { from: bytes.length - 1, to: bytes.length });
      const end = from + bytes.length < file.size && last?.reason === 'truncated' ? last.index : bytes.length;
      bytes = bytes.slice(skip, end);
      from += skip;
      openBytes(
        bytes,
        from,
        error.index - from,
        t('file.opened', { from: number(from), to: number(from + bytes.length - 1), name: shownName(file.name) }),
      );
    });
    item.append(t('file.error-at', where(error)), reasonBadge(error.reason), ` ${error.message} `, open);
    if (error.hint) item.append(hintLine(error.hint));
    return item;
  }

  function showFileResult(file, outcome, look) {
    if (outcome.valid) {
      result.replaceChildren(
        element('p', 'verdict ok', t('file.valid', { name: shownName(file.name), bytes: count('bytes', outcome.size) })),
      );
      $('announce').textContent = result.textContent;
      return;
    }
    const verdict = element('p', 'verdict bad');
    verdict.append(
      element('strong', '', t('file.invalid', { name: shownName(file.name) })),
      t('file.invalid-facts', { errors: count('errors', outcome.errorCount), bytes: count('bytes', outcome.size), ...where(outcome) }),
      reasonBadge(outcome.reason),
      ` ${outcome.message}`,
    );
    const reasons = reasonCounts(outcome.byReason, t('file.by-reason'));
    const caption = element('p', 'context-caption', t('file.context'));
    const { wrap, target } = contextTable(outcome);
    const listTitle = element('p', 'context-caption', t('file.every-error'));
    const list = element('ol', 'file-errors');
    const shown = outcome.errors.slice(0, SHOWN_AT_FIRST);
    list.append(...shown.map((error) => errorItem(file, error)));
    // The file with each error replaced by U+FFFD (one per maximal subpart), made in this browser.
    const repair = element('button', 'secondary', t('file.repair'));
    repair.type = 'button';
    repair.addEventListener('click', async () => {
      repair.disabled = true;
      const text = file.stream().pipeThrough(utf8.createDecoderStream({ errors: 'replace' }));
      const repaired = await new Response(text.pipeThrough(new TextEncoderStream())).blob();
      const link = element(
        'a',
        'download',
        t('file.download', { name: shownName(renamed(file.name, 'repaired')), bytes: count('bytes', repaired.size) }),
      );
      link.href = URL.createObjectURL(repaired);
      link.download = renamed(file.name, 'repaired');
      repair.replaceWith(link);
    });
    // What the file is, at once: binary, or text in another encoding to convert (never a copy of
    // U+FFFDs that would lose it); UTF-8 with errors gets the repaired copy.
    const named = look && !look.binary && look.encoding !== 'utf-8';
    const firstLook = look ? lookLine(file, look) : [];
    const hint = outcome.hint && !look?.binary ? [hintLine(outcome.hint, 'p')] : [];
    const parts = [verdict, ...firstLook, ...hint, reasons, ...(named ? [] : [repair]), caption, wrap, listTitle, list];
    if (outcome.errors.length > shown.length) {
      const more = element('button', 'secondary', count('file.show-all', outcome.errors.length));
      more.type = 'button';
      more.addEventListener('click', () => {
        list.append(...outcome.errors.slice(SHOWN_AT_FIRST).map((error) => errorItem(file, error)));
        more.remove();
      });
      parts.push(more);
    }
    if (outcome.errorCount > outcome.errors.length) {
      parts.push(
        element(
          'p',
          'help',
          t('file.more-counted', {
            errors: count('errors', outcome.errors.length),
            more: number(outcome.errorCount - outcome.errors.length),
          }),
        ),
      );
    }
    result.replaceChildren(...parts);
    $('announce').textContent = verdict.textContent; // the verdict, never the table
    target?.scrollIntoView({ block: 'nearest' });
    if (target) wrap.scrollTop = Math.max(0, target.offsetTop - wrap.clientHeight / 3);
  }

  // The first look's sentence, and a button per encoding it may be in.
  function lookLine(file, look) {
    const name = shownName(file.name);
    if (look.binary) return [element('p', 'file-look', t('file.binary', { name }))];
    if (look.encoding === 'utf-8') return [];
    const encodings = look.encoding ? [look.encoding] : look.candidates.slice(0, 2).map((candidate) => candidate.encoding);
    if (encodings.length === 0) return [element('p', 'file-look', t('file.no-encoding', { name }))];
    const [first, second] = encodings.map(encodingTitle);
    const line = element(
      'p',
      'file-look',
      look.encoding ? t('file.encoding', { name, encoding: first }) : t('file.encoding-close', { name, first, second }),
    );
    const buttons = encodings.map((encoding) => {
      const button = element('button', 'secondary', t('file.convert', { encoding: encodingTitle(encoding) }));
      button.type = 'button';
      button.addEventListener('click', async () => {
        button.disabled = true;
        const { blob, error } = await converted(utf8, file, encoding);
        if (!blob) {
          button.replaceWith(element('p', 'help', t('file.not-converted', { offset: number(error), encoding: encodingTitle(encoding) })));
          return;
        }
        const utf8Name = renamed(file.name, 'utf-8');
        const link = element('a', 'download', t('file.download', { name: shownName(utf8Name), bytes: count('bytes', blob.size) }));
        link.href = URL.createObjectURL(blob);
        link.download = utf8Name;
        button.replaceWith(link);
      });
      return button;
    });
    return [line, ...buttons];
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
  return {
    /** Checks the last file again, so that its result is worded in the page's language. */
    again() {
      if (checked) check(checked);
    },
  };
}
