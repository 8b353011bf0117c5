// Handing results in: "Copy my results" gives the learner's first answers (results.js'
// code, after lines people read) to copy; "Check results" takes such text, pasted by a teacher,
// and grades every answer in its code again here. The page sends nothing anywhere.
import { $, element } from '../dom.js';
import { locale, number, t } from '../i18n.js';
import { practiceFragment } from '../link.js';
import { KINDS } from './exercises.js';
import { mistakeName, progressNodes } from './feedback.js';
import { answerEntry, gradeResults, readResults, resultsCode } from './results.js';

// Graded rows as the progress counts them: { kinds, mistakes }.
function tally({ rows, kinds }) {
  const mistakes = {};
  for (const { mistake } of rows) if (mistake) mistakes[mistake] = (mistakes[mistake] ?? 0) + 1;
  return { kinds, mistakes };
}

// An answer as the learner gave it, in a line of text.
function answerShown({ kind, options }, answer) {
  if (kind === 'mojibake' && typeof answer !== 'string') return options?.[answer]?.shown ?? t('practice.results-nothing');
  if (kind === 'encode' || kind === 'decode' || kind === 'mojibake') return answer.trim() || t('practice.results-nothing');
  if (kind === 'bits') return answer.join(' ') || t('practice.results-nothing');
  if (answer.index === null || answer.reason === null) return t('practice.results-nothing');
  return t('practice.results-pick', { index: number(answer.index), reason: t(`reason.${answer.reason}`) });
}

/** Sets up both; `reasons` are the codec's. Returns { relabel() }, which says the check again. */
export function createHandIn(utf8, { progress, reasons }) {
  function copyText() {
    const { answers } = progress.read();
    const graded = gradeResults(
      utf8,
      answers.map((record) => answerEntry(record, reasons)),
      locale(),
    );
    const { kinds, mistakes } = tally(graded);
    const lines = [t('practice.results-title', { count: number(answers.length) })];
    for (const kind of KINDS.filter((each) => kinds[each])) {
      const { right, checked } = kinds[kind];
      lines.push(t('practice.progress-kind', { kind: t(`practice.kind.${kind}`), right: number(right), checked: number(checked) }));
    }
    const named = Object.entries(mistakes).map(([mistake, times]) => `${mistakeName(mistake, reasons)} × ${number(times)}`);
    if (named.length) lines.push(`${t('practice.mistakes')} ${named.join('; ')}`);
    return [...lines, t('practice.results-how'), resultsCode(answers)].join('\n');
  }

  $('practice-copy').addEventListener('click', async () => {
    const status = $('practice-copied');
    const box = $('practice-copy-text');
    if (!progress.read().answers.length) {
      box.hidden = $('practice-copy-label').hidden = true;
      status.textContent = t('practice.copy-none');
      return;
    }
    box.value = copyText();
    box.hidden = $('practice-copy-label').hidden = false;
    try {
      await navigator.clipboard.writeText(box.value);
      status.textContent = t('practice.copied');
    } catch {
      box.select(); // no clipboard here (permission, an insecure page): copied by hand
      status.textContent = t('practice.copy-by-hand');
    }
  });

  let checked = false; // whether results are shown, to say them again in another language
  function check() {
    const read = readResults($('practice-results-input').value, reasons);
    const out = $('practice-results');
    checked = true;
    if (!read.ok) {
      out.replaceChildren(element('p', 'verdict bad', t(`practice.results.${read.problem}`)));
      return;
    }
    const graded = gradeResults(utf8, read.entries, locale());
    const table = element('table', 'practice-results-table');
    const head = element('tr');
    for (const key of ['practice.results-exercise', 'practice.results-answer', 'practice.results-result']) {
      const cell = element('th', '', t(key));
      cell.scope = 'col';
      head.append(cell);
    }
    table.append(element('thead'), element('tbody'));
    table.tHead.append(head);
    for (const { spec, exercise, answer, grade, mistake } of graded.rows) {
      const row = element('tr');
      const link = element(
        'a',
        '',
        t('practice.results-spec', {
          kind: t(`practice.kind.${spec.kind}`),
          level: number(spec.level),
          seed: String(spec.seed),
          n: number(spec.n),
        }),
      );
      link.href = practiceFragment(spec);
      const result = grade.correct ? t('practice.right') : mistake ? mistakeName(mistake, reasons) : t('practice.wrong');
      row.append(element('td'), element('td', '', answerShown(exercise, answer)), element('td', grade.correct ? 'ok' : 'bad', result));
      row.firstChild.append(link);
      table.tBodies[0].append(row);
    }
    const scroll = element('div', 'table-wrap practice-results-scroll');
    scroll.append(table);
    out.replaceChildren(
      element('p', '', t('practice.results-graded', { count: number(graded.rows.length) })),
      ...progressNodes(tally(graded), reasons),
      scroll,
    );
  }
  $('practice-results-check').addEventListener('click', check);

  return {
    relabel() {
      if (checked) check();
      $('practice-copied').textContent = '';
      $('practice-copy-text').hidden = $('practice-copy-label').hidden = true;
    },
  };
}
