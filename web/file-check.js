// Check a file: a file of any size validated in a Web Worker, with progress, and the bytes around
// its first error.
import { createBreakdown } from './breakdown.js';
import { $, element } from './dom.js';
import { plural } from './format.js';

export function setUpFileCheck(utf8, characterNode) {
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
