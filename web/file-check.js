// Check a file: a file of any size validated in a Web Worker, with progress; every error counted
// by reason and listed (the first few shown, the rest on demand), the bytes around the first one,
// and any of them opened in the breakdown.
import { $, element } from './dom.js';
import { plural } from './format.js';

const SHOWN_AT_FIRST = 10;
const MIN_RUN = 8; // ASCII runs at least this long are one row
const OPENED_BYTES = 4096; // bytes of the file around an error opened in the breakdown

// "notes.txt" -> "notes.repaired.txt".
const repairedName = (name) => name.replace(/(\.[^.]*)?$/, (extension) => `.repaired${extension}`);

export function setUpFileCheck(utf8, rows, openBytes) {
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

  // The bytes around the first error, as breakdown rows (ASCII runs collapsed), the error's row marked.
  function contextTable(outcome) {
    const { offset, bytes } = outcome.context;
    const table = element('table', 'breakdown compact');
    table.append($('breakdown').tHead.cloneNode(true), element('tbody'));
    const segments = utf8.explain(bytes, { hints: true });
    let target = null;
    for (let k = 0; k < segments.length; k++) {
      const segment = segments[k];
      let runEnd = k;
      while (runEnd < segments.length && segments[runEnd].valid && segments[runEnd].codePoint < 0x80) runEnd++;
      if (runEnd - k >= MIN_RUN) {
        table.tBodies[0].append(rows.asciiRunRow(bytes, segment.index, segments[runEnd - 1].index + 1, offset));
        k = runEnd - 1;
        continue;
      }
      const tr = rows.segmentRow(segment, offset);
      if (offset + segment.index === outcome.index) {
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
    const open = element('button', 'secondary small', 'Open in the breakdown');
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
        error.index - from,
        `bytes ${from.toLocaleString('en')} to ${(from + bytes.length - 1).toLocaleString('en')} of ${file.name}`,
      );
    });
    item.append(
      `Byte ${error.index.toLocaleString('en')} (line ${error.line.toLocaleString('en')}, column ${error.column.toLocaleString('en')}): `,
      element('span', `reason reason-${error.reason}`, error.reason),
      ` ${error.message} `,
      open,
    );
    return item;
  }

  function showFileResult(file, outcome) {
    if (outcome.valid) {
      result.replaceChildren(element('p', 'verdict ok', `✓ ${file.name} is valid UTF-8 (${plural(outcome.size, 'byte')}).`));
      $('announce').textContent = result.textContent;
      return;
    }
    const verdict = element('p', 'verdict bad');
    verdict.append(
      element('strong', '', `✗ ${file.name} is not valid UTF-8:`),
      ` ${plural(outcome.errorCount, 'error')} in ${plural(outcome.size, 'byte')}. The first at byte ${outcome.index.toLocaleString('en')} (line ${outcome.line.toLocaleString('en')}, column ${outcome.column.toLocaleString('en')}): `,
      element('span', `reason reason-${outcome.reason}`, outcome.reason),
      ` ${outcome.message}`,
    );
    const reasons = element('ul', 'reason-counts');
    reasons.setAttribute('aria-label', 'Errors in the file by reason');
    for (const [reason, count] of Object.entries(outcome.byReason)) {
      const item = element('li');
      item.append(element('span', `reason reason-${reason}`, reason), ` × ${count.toLocaleString('en')}`);
      reasons.append(item);
    }
    const caption = element('p', 'context-caption', 'The characters around the first error (offsets in the file; its row is marked):');
    const { wrap, target } = contextTable(outcome);
    const listTitle = element('p', 'context-caption', 'Every error, in order:');
    const list = element('ol', 'file-errors');
    const shown = outcome.errors.slice(0, SHOWN_AT_FIRST);
    list.append(...shown.map((error) => errorItem(file, error)));
    // The file with each error replaced by U+FFFD (one per maximal subpart), made in this browser.
    const repair = element('button', 'secondary', 'Make a repaired copy (each error replaced by U+FFFD)');
    repair.type = 'button';
    repair.addEventListener('click', async () => {
      repair.disabled = true;
      const text = file.stream().pipeThrough(utf8.createDecoderStream({ errors: 'replace' }));
      const repaired = await new Response(text.pipeThrough(new TextEncoderStream())).blob();
      const link = element('a', 'download', `Download ${repairedName(file.name)} (${plural(repaired.size, 'byte')})`);
      link.href = URL.createObjectURL(repaired);
      link.download = repairedName(file.name);
      repair.replaceWith(link);
    });
    const parts = [verdict, reasons, repair, caption, wrap, listTitle, list];
    if (outcome.errors.length > shown.length) {
      const more = element('button', 'secondary', `Show all ${plural(outcome.errors.length, 'listed error')}`);
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
          `The first ${plural(outcome.errors.length, 'error')} are listed; ${(outcome.errorCount - outcome.errors.length).toLocaleString('en')} more are counted above.`,
        ),
      );
    }
    result.replaceChildren(...parts);
    $('announce').textContent = verdict.textContent; // the verdict, never the table
    target?.scrollIntoView({ block: 'nearest' });
    if (target) wrap.scrollTop = Math.max(0, target.offsetTop - wrap.clientHeight / 3);
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
