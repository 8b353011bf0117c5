// What Practice says about a graded answer (grading.js), and its hints. Every sentence
// about bytes is the codec's (a segment's message, as the breakdown shows it); the texts here only
// say how the answer differs from the reference and where to look.
import { bitsOf, construction } from '../panels/breakdown-rows.js';
import { element, reasonBadge, sentence } from '../dom.js';
import { count, locale, number, t } from '../i18n.js';
import { readingGrid } from '../panels/other-encoding.js';
import { DIAGNOSES } from './diagnosis.js';
import { KINDS, payloadBits, templateOf } from './exercises.js';
import { codePointLabel, describeRepair, encodingTitle, hex, hexBytes } from '../utf8-abnf/js/texts.js';

const paragraph = (className, ...children) => {
  const node = element('p', className);
  node.append(...children);
  return node;
};

// A segment as the breakdown words it: its reason's badge if it is an error, and its message.
function said(segment) {
  const node = paragraph('practice-said');
  if (!segment.valid) node.append(reasonBadge(segment.reason), ' ');
  node.append(segment.message);
  return node;
}

// Rows of bits, labelled: yours and (for a wrong answer) the right ones, markers apart from
// payloads; where both have as many bytes, the payload bits of yours that differ are marked.
function bitsBeside(yours, right) {
  const rows = element('div', 'practice-bits');
  const row = (label, shown) => rows.append(paragraph('', element('span', 'practice-bits-label', t(label)), shown));
  if (yours?.length) {
    const shown = bitsOf(yours);
    if (right?.length === yours.length) {
      for (const [k, group] of [...shown.children].entries()) {
        const [marker, payload] = group.children;
        const rightBits = payloadBits(right[k], marker.textContent);
        const bits = [...payload.textContent];
        if (bits.join('') !== rightBits)
          payload.replaceChildren(...bits.map((bit, i) => (bit === rightBits[i] ? bit : element('span', 'differs', bit))));
      }
    }
    row('practice.bits-yours', shown);
  }
  if (right) row('practice.bits-right', bitsOf(right));
  return rows;
}

// 21 bits each, the ones that differ marked.
function codePointBits(yours, right) {
  const rows = element('div', 'practice-bits');
  for (const [label, bits] of [
    ['practice.bits-yours', yours],
    ['practice.bits-right', right],
  ]) {
    const shown = element('span', 'bits');
    for (const [k, bit] of [...bits].entries())
      shown.append(element('span', bit === right[k] ? 'bit payload' : 'bit payload differs', bit));
    rows.append(paragraph('', element('span', 'practice-bits-label', t(label)), shown));
  }
  return rows;
}

function encodingFeedback(exercise, grade) {
  const codePoint = codePointLabel(exercise.codePoint);
  const out = [];
  if (grade.verdict === 'wrong-bits') {
    out.push(paragraph('', ...sentence('practice.encodes-other', { yours: codePointLabel(grade.segments[0].codePoint), codePoint })));
    const rule = `UTF8-${exercise.alternative.rule}`;
    if (grade.differences) {
      for (const { byte, yours, right } of grade.differences) {
        out.push(paragraph('', t('practice.differs', { byte: number(byte), yours, right, codePoint })));
      }
    } else {
      const [lengths, yours] = [count('bytes', exercise.answer.length), count('bytes', grade.bytes.length)];
      out.push(paragraph('', t('practice.length', { codePoint, count: lengths, rule, yours })));
    }
  } else if (grade.verdict === 'several') {
    out.push(paragraph('', t('practice.several.bytes', { count: number(grade.segments.length) })));
  } else if (grade.verdict !== 'right') {
    out.push(paragraph('', t('practice.not-utf8')));
  }
  const shown = grade.error ? grade.segments.filter((s) => !s.valid) : grade.segments;
  out.push(...shown.map(said));
  const attempt = grade.error?.attempt;
  if (attempt) out.push(paragraph('practice-said', attempt.message));
  out.push(bitsBeside(grade.bytes, grade.correct ? null : exercise.answer));
  return out;
}

function decodingFeedback(exercise, grade) {
  const out = [];
  if (grade.verdict === 'several') {
    const codePoints = grade.codePoints.map(codePointLabel).join(' ');
    out.push(paragraph('', t('practice.several.code-points', { count: number(grade.codePoints.length), codePoints })));
  }
  if (grade.verdict === 'wrong-bits') {
    out.push(
      paragraph('', t('practice.decoded-other', { yours: codePointLabel(grade.codePoint) })),
      codePointBits(grade.yours, grade.right),
    );
  }
  out.push(...grade.segments.map(said));
  const joined = construction(exercise.bytes);
  joined.open = true;
  out.push(joined);
  return out;
}

function findingFeedback(grade) {
  const { first, picked, index, reason } = grade;
  const out = [];
  if (grade.verdict === 'right') out.push(paragraph('', t('practice.right-find', { index: number(first.index) })), said(first));
  if (grade.verdict === 'wrong-byte' && picked === first) {
    out.push(paragraph('', t('practice.wrong-byte-inside', { index: number(first.index), yours: number(index) })), said(first));
  } else if (grade.verdict === 'wrong-byte') {
    out.push(paragraph('', t('practice.wrong-byte', { index: number(first.index), yours: number(index) })));
    out.push(paragraph('', t('practice.your-byte', { index: number(index) })), said(picked));
    out.push(paragraph('', t('practice.first-error')), said(first));
  }
  if (grade.verdict === 'wrong-reason') {
    out.push(paragraph('', ...sentence('practice.wrong-reason', { reason: reasonBadge(first.reason), yours: reasonBadge(reason) })));
    out.push(said(first));
  }
  const subparts = element('ul', 'practice-subparts');
  for (const segment of grade.segments.filter((s) => !s.valid)) {
    const item = element('li', '', t('practice.byte-option', { index: number(segment.index), byte: hexBytes(segment.bytes) }));
    item.append(' ', reasonBadge(segment.reason));
    subparts.append(item);
  }
  out.push(paragraph('', t('practice.subparts')), subparts);
  return out;
}

// The misconception's name and what it means for this exercise, the texts' values made from the
// diagnosis (diagnosis.js).
function diagnosisNode(exercise, grade) {
  const { name, halves, half, yours, length, order, text } = grade.misconception;
  const asked = exercise.kind === 'decode' ? exercise.answer : exercise.codePoint;
  const hexOf = (unit) => codePointLabel(unit).slice(2);
  const why = t(`practice.diagnosis.${exercise.kind === 'decode' ? 'decode' : 'encode'}.${name}`, {
    codePoint: codePointLabel(asked),
    answer: codePointLabel(asked),
    high: halves ? hexOf(halves[0]) : '',
    low: halves ? hexOf(halves[1] ?? halves[0]) : '',
    units: halves ? halves.map(hexOf).join(' ') : '',
    half: half === undefined ? '' : codePointLabel(half),
    yours: yours === undefined ? '' : codePointLabel(yours),
    distance: yours === undefined ? '' : number(Math.abs(yours - asked)),
    length: length === undefined ? '' : count('bytes', length),
    shortest: exercise.answer.length === undefined ? '' : count('bytes', exercise.answer.length),
    order: order ? t(`practice.order.${order}`) : '',
    bytes: grade.bytes ? hexBytes(grade.bytes) : '',
    template: exercise.alternative ? templateOf(exercise.alternative) : '',
    text: text ?? '',
  });
  return paragraph(
    'practice-diagnosis',
    ...sentence('practice.diagnosis', { name: element('strong', '', t(`practice.misconception.${name}`)), why }),
  );
}

// Mojibake: what the learner's answer is, if it is another reading or other bytes; the reader's
// view over its bytes in the encoding it was read as; the package's sentence on that text.
function mojibakeFeedback(exercise, grade, characterNode) {
  const encoding = encodingTitle(exercise.encoding);
  const out = [];
  if (grade.verdict === 'misread')
    out.push(paragraph('', t('practice.mojibake.chose-other', { encoding: encodingTitle(grade.chosen.encoding) })));
  if (grade.verdict === 'not-the-bytes') out.push(paragraph('', t('practice.mojibake.your-bytes', { encoding, text: grade.yours })));
  if (grade.verdict === 'not-original') out.push(paragraph('', t('practice.mojibake.original', { text: exercise.answer })));
  if (exercise.level === 1)
    out.push(
      paragraph('', t('practice.mojibake.bytes', { text: exercise.text, bytes: hexBytes(new TextEncoder().encode(exercise.text)) })),
    );
  out.push(...readingGrid(exercise.encoding, exercise.shown, characterNode, 'practice-reading-caption'));
  out.push(paragraph('practice-said', describeRepair(exercise.repair, locale())));
  return out;
}

/** The nodes that say what a grade means: a verdict, the misconception, the codec's sentences, how it differs. */
export function feedbackNodes(exercise, grade, { characterNode }) {
  const verdict = paragraph(
    grade.correct ? 'verdict ok' : 'verdict bad',
    element('strong', '', t(grade.correct ? 'practice.right' : 'practice.wrong')),
  );
  const named = grade.misconception ? [verdict, diagnosisNode(exercise, grade)] : [verdict];
  if (grade.verdict === 'empty') return [verdict, paragraph('', t(`practice.empty.${exercise.kind}`))];
  if (grade.verdict === 'unreadable') return [...named, paragraph('', t('practice.unreadable', { message: grade.message }))];
  if (grade.verdict === 'not-bytes') return named;
  if (exercise.kind === 'mojibake') return [verdict, ...mojibakeFeedback(exercise, grade, characterNode)];
  if (exercise.kind === 'decode') return [...named, ...decodingFeedback(exercise, grade)];
  if (exercise.kind === 'find-error') return [...named, ...findingFeedback(grade)];
  return [...named, ...encodingFeedback(exercise, grade)];
}

/** A hint for the exercise, that leaves the answer to be worked out. */
export function hintText(exercise) {
  const { alternative } = exercise;
  if (exercise.kind === 'mojibake') {
    const encoding = encodingTitle(exercise.encoding);
    const bytes = exercise.level === 1 ? hexBytes(new TextEncoder().encode(exercise.text)) : '';
    return t(`practice.hint.mojibake.${exercise.level}`, { encoding, bytes, first: Array.from(exercise.shown)[0] });
  }
  if (exercise.kind === 'find-error')
    return t('practice.hint.find-error', { from: number(exercise.hint.from), to: number(exercise.hint.to) });
  const template = templateOf(alternative);
  if (exercise.kind === 'decode') return t('practice.hint.decode', { lead: hex(exercise.bytes[0]), rule: alternative.text, template });
  const [first, last] = [codePointLabel(alternative.first), codePointLabel(alternative.last)];
  return t('practice.hint.encode', { codePoint: codePointLabel(exercise.codePoint), first, last, rule: alternative.text, template });
}

/** What a mistake (grading.js, mistakeOf) is called, given the codec's `reasons`. */
export function mistakeName(mistake, reasons) {
  const [missed, reason] = mistake.split(':');
  if (reason) return t('practice.mistake.missed', { reason: t(`reason.${reason}`) });
  if (reasons.includes(missed)) return t(`reason.${missed}`);
  return t(DIAGNOSES.includes(missed) ? `practice.misconception.${missed}` : `practice.mistake.${missed}`);
}

/** Answers right by kind, and the mistakes, the most frequent first: { kinds, mistakes } as the progress keeps them. */
export function progressNodes({ kinds, mistakes }, reasons) {
  const checked = KINDS.filter((kind) => kinds[kind]?.checked);
  if (!checked.length) return [element('p', '', t('practice.progress-none'))];
  const nodes = checked.map((kind) =>
    element(
      'p',
      '',
      t('practice.progress-kind', {
        kind: t(`practice.kind.${kind}`),
        right: number(kinds[kind].right),
        checked: number(kinds[kind].checked),
      }),
    ),
  );
  const recurring = Object.entries(mistakes).sort((a, b) => b[1] - a[1]);
  if (!recurring.length) return nodes;
  const items = element('ul');
  for (const [mistake, times] of recurring) items.append(element('li', '', `${mistakeName(mistake, reasons)} × ${number(times)}`));
  return [...nodes, element('p', '', t('practice.mistakes')), items];
}
