// The Automaton section: the codec's validating automaton drawn from its own tables
// (utf8.automaton), and the input walked through it a byte at a time with Step and Back, each step
// also written out in words.
import { byteRuns, rangeText } from './byte-ranges.js';
import { $, element, REASON_MARK, withBadge } from '../dom.js';
import { hex, hexBytes } from '../utf8-abnf/js/texts.js';
import { count, number, t } from '../i18n.js';

const SVG = 'http://www.w3.org/2000/svg';
const WALKED_BYTES = 64; // the walk covers the input's first bytes
const COLUMN = 190;
const ROW = 58;
const RADIUS = 24;
const CHAR_WIDTH = 7.3; // of the drawing's 12 px monospaced labels

function svg(tag, attributes, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

// "80..8F, 90..9F" -> "80..9F": byte classes that follow each other become one range.
function rangesText(classes) {
  const runs = [];
  for (const { first, last } of classes) {
    const run = runs[runs.length - 1];
    if (run && run.last + 1 === first) run.last = last;
    else runs.push({ first, last });
  }
  return runs.map(({ first, last }) => (first === last ? hex(first) : `${hex(first)}..${hex(last)}`)).join(', ');
}

export function createAutomatonPanel(utf8, onStep) {
  const { classes, states } = utf8.automaton;
  // A state's name as the page's language labels it (the codec's names are identifiers).
  const stateName = (k) => t(`automaton.state.${states[k].name}`);
  // Edges: per state, the classes that lead to each next state.
  const edges = [];
  states.forEach((_, from) => {
    const byTarget = new Map();
    classes.forEach((range, cls) => {
      const next = utf8.automaton.next(from, range.first);
      if (next.reject) return;
      if (!byTarget.has(next.state)) byTarget.set(next.state, []);
      byTarget.get(next.state).push({ ...range, cls });
    });
    for (const [to, ranges] of byTarget) edges.push({ from, to, ranges, label: rangesText(ranges) });
  });
  // Layout: columns by distance from Start; a later column's state sits level with those it comes from.
  const depth = states.map(() => -1);
  depth[0] = 0;
  for (let frontier = [0]; frontier.length; ) {
    const next = [];
    for (const from of frontier) {
      for (const edge of edges) {
        if (edge.from === from && depth[edge.to] < 0) {
          depth[edge.to] = depth[from] + 1;
          next.push(edge.to);
        }
      }
    }
    frontier = next;
  }
  const position = [];
  const column = (d) => states.map((_, k) => k).filter((k) => depth[k] === d);
  const firstColumn = column(1);
  const top = 90; // room for the arrows that go back to Start over the top
  firstColumn.forEach((k, row) => {
    position[k] = { x: 60 + COLUMN, y: top + row * ROW };
  });
  const height = top + firstColumn.length * ROW + 20;
  position[0] = { x: 60, y: top + ((firstColumn.length - 1) * ROW) / 2 };
  for (let d = 2; column(d).length; d++) {
    for (const k of column(d)) {
      const from = edges.filter((e) => e.to === k && depth[e.from] === d - 1).map((e) => position[e.from].y);
      position[k] = { x: 60 + d * COLUMN, y: from.reduce((a, b) => a + b, 0) / from.length };
    }
  }
  const width = Math.max(...position.map((p) => p.x)) + 80;

  const drawing = svg('svg', { viewBox: `0 0 ${width} ${height + 40}`, class: 'automaton-drawing', role: 'img' });
  const title = svg('title', {});
  drawing.append(title);
  const defs = svg('defs', {});
  const marker = svg('marker', { id: 'arrow', viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto' });
  marker.append(svg('path', { d: 'M0,0 L10,5 L0,10 z', class: 'arrow-head' }));
  defs.append(marker);
  drawing.append(defs);
  const edgeNodes = new Map(); // "from>to" -> [its arrow, its label]
  const labels = svg('g', {});
  for (const edge of edges) {
    const a = position[edge.from];
    const b = position[edge.to];
    let d;
    let labelAt;
    if (edge.from === edge.to) {
      d = `M${a.x - 10},${a.y - RADIUS} C${a.x - 40},${a.y - 80} ${a.x + 40},${a.y - 80} ${a.x + 10},${a.y - RADIUS}`;
      labelAt = { x: a.x, y: a.y - 80 }; // above the loop
    } else if (edge.to === 0) {
      // Back to Start: around the states above Start, or below them.
      const side = a.y < b.y ? 8 : height + 22;
      d = `M${a.x},${a.y + (a.y < b.y ? -RADIUS : RADIUS)} C${a.x},${side} ${b.x},${side} ${b.x},${b.y + (a.y < b.y ? -RADIUS : RADIUS)}`;
      labelAt = { x: (a.x + b.x) / 2, y: (a.y + 6 * side + b.y) / 8 + (a.y < b.y ? -4 : 14) };
    } else {
      const angle = Math.atan2(b.y - a.y, b.x - a.x);
      const start = { x: a.x + RADIUS * Math.cos(angle), y: a.y + RADIUS * Math.sin(angle) };
      const end = { x: b.x - RADIUS * Math.cos(angle), y: b.y - RADIUS * Math.sin(angle) };
      d = `M${start.x},${start.y} L${end.x},${end.y}`;
      labelAt = { x: start.x + (end.x - start.x) * 0.62, y: start.y + (end.y - start.y) * 0.62 - 5 };
    }
    const arrow = svg('g', { class: 'edge' });
    arrow.append(svg('path', { d, 'marker-end': 'url(#arrow)' }));
    const label = svg('text', { class: 'edge-label', x: labelAt.x, y: labelAt.y, 'text-anchor': 'middle' }, edge.label);
    // The label's box, from the monospaced font's advance, hides the arrows behind it.
    const width = edge.label.length * CHAR_WIDTH + 6;
    const box = svg('rect', { class: 'label-box', x: labelAt.x - width / 2, y: labelAt.y - 12, width, height: 16, rx: 3 });
    drawing.append(arrow);
    labels.append(box, label);
    edgeNodes.set(`${edge.from}>${edge.to}`, [arrow, label]);
  }
  drawing.append(labels); // over every arrow, each on its box
  const stateNodes = states.map((state, k) => {
    const group = svg('g', { class: `state${state.accepting ? ' accepting' : ''}` });
    const { x, y } = position[k];
    group.append(svg('circle', { cx: x, cy: y, r: RADIUS }));
    if (state.accepting) group.append(svg('circle', { cx: x, cy: y, r: RADIUS - 4 }));
    const name = svg('text', { x, y: y + 4, 'text-anchor': 'middle' });
    group.append(name);
    drawing.append(group);
    return { group, name };
  });
  $('automaton-drawing').replaceChildren(drawing);

  let bytes = new Uint8Array(0);
  let origin = 0; // offsets are shown counting from it (the file's, for bytes opened from one)
  let steps = [];
  let shown = 0; // steps taken

  // The grammar's continuation bytes (UTF8-tail), which the automaton splits into classes: after
  // some leads (E0, ED, F0, F4) the grammar takes only part of them as the second byte.
  const tail = byteRuns(utf8.grammar).find(({ part }) => part === 'tail');
  const tailText = rangeText([tail.from, tail.to]);
  const tailClasses = classes.filter(({ first, last }) => first >= tail.from && last <= tail.to);
  const narrowLeads = utf8.grammar
    .filter(({ bytes: [, second] }) => second && (second[0] > tail.from || second[1] < tail.to))
    .map(({ bytes: [lead] }) => rangeText(lead));
  const classText = (byte) => {
    const cls = classes[utf8.automaton.classOf(byte)];
    const text = rangesText([cls]);
    return tailClasses.includes(cls) && tailClasses.length > 1
      ? t('automaton.tail-part', { range: text, tail: tailText })
      : t('automaton.class', { range: text });
  };
  const subpartText = ({ index, length }) =>
    t(length > 1 ? 'automaton.subpart-bytes' : 'automaton.subpart-byte', {
      bytes: hexBytes(bytes.subarray(index, index + length)),
      first: number(origin + index),
      last: number(origin + index + length - 1),
    });

  /** One step in words. */
  function words(step) {
    const from = stateName(step.from);
    if (step.end) return t('automaton.ends', { state: from, subpart: subpartText(step.subpart) });
    const read = { index: number(origin + step.index), byte: hex(step.byte), byteClass: classText(step.byte), state: from };
    if (step.reject) {
      return t(step.again ? 'automaton.reject-again' : 'automaton.reject', {
        ...read,
        reason: REASON_MARK,
        subpart: subpartText(step.subpart),
      });
    }
    const to = stateName(step.to);
    if (!step.sequence) return t('automaton.move', { ...read, next: to });
    const sequence = hexBytes(bytes.subarray(step.sequence.index, step.sequence.index + step.sequence.length));
    return t('automaton.move-whole', { ...read, next: to, sequence });
  }

  // `spoken`: the step line is read out (a step the user took), not when a new input resets it,
  // which would speak at every keystroke.
  function render(spoken) {
    const step = steps[shown - 1];
    const state = step ? (step.reject ? 0 : step.to) : 0;
    stateNodes.forEach(({ group: node }, k) => {
      node.classList.toggle('current', k === state && !step?.reject);
      node.classList.toggle('rejecting', step?.reject !== undefined && k === step.from);
    });
    for (const [key, nodes] of edgeNodes) {
      for (const node of nodes) node.classList.toggle('taken', step !== undefined && !step.reject && key === `${step.from}>${step.to}`);
    }
    for (const chip of $('automaton-bytes').children) {
      const index = Number(chip.dataset.index);
      chip.classList.toggle('current', step !== undefined && index === step.index);
      chip.classList.toggle(
        'rejected',
        step?.reject !== undefined && index >= step.subpart.index && index < step.subpart.index + step.subpart.length,
      );
      chip.setAttribute('aria-pressed', String(step !== undefined && index === step.index));
    }
    $('automaton-step').setAttribute('aria-live', spoken ? 'polite' : 'off');
    $('automaton-step').replaceChildren(
      ...(step
        ? withBadge(t('automaton.step-of', { step: number(shown), steps: number(steps.length), words: words(step) }), step.reject)
        : [t('automaton.before', { steps: count('steps', steps.length) })]),
    );
    $('automaton-steps').replaceChildren(
      ...steps.slice(0, shown).map((s) => {
        const item = element('li');
        item.append(...withBadge(words(s), s.reject));
        return item;
      }),
    );
    // A button that goes disabled while focused would drop the focus to the page's top: it moves
    // to the other button, which can walk back the way it came.
    for (const [id, other, off] of [
      ['automaton-back', 'automaton-next', shown === 0],
      ['automaton-next', 'automaton-back', shown === steps.length],
    ]) {
      if (off && document.activeElement === $(id) && !$(other).disabled) $(other).focus();
      $(id).disabled = off;
    }
    onStep(step ? (step.reject ? step.subpart.index : (step.sequence?.index ?? step.index)) : null);
  }

  const walkTo = (step) => {
    shown = step;
    render(true);
  };
  $('automaton-next').addEventListener('click', () => walkTo(Math.min(steps.length, shown + 1)));
  $('automaton-back').addEventListener('click', () => walkTo(Math.max(0, shown - 1)));

  const relabel = () => {
    title.textContent = t('automaton.drawing-title');
    $('automaton-tail-note').textContent = t('automaton.tail-split', {
      tail: tailText,
      classes: tailClasses.map((cls) => rangesText([cls])).join(t('user.separator')),
      leads: narrowLeads.join(t('user.separator')),
    });
    stateNodes.forEach(({ name }, k) => {
      name.textContent = stateName(k);
    });
  };
  relabel();

  return {
    /** Names the drawing in the page's language (the steps are worded again by show). */
    relabel,
    /** Walks `newBytes` (their first WALKED_BYTES) from the start; offsets shown from `newOrigin`. */
    show(newBytes, newOrigin) {
      origin = newOrigin;
      bytes = newBytes.subarray(0, WALKED_BYTES);
      steps = utf8.automaton.walk(newBytes, WALKED_BYTES);
      shown = 0;
      $('automaton-bytes').replaceChildren(
        ...Array.from(bytes, (byte, index) => {
          const chip = element('button', 'byte-chip', hex(byte));
          chip.type = 'button';
          chip.dataset.index = String(index);
          chip.setAttribute('aria-label', t('automaton.walk-to', { index: number(origin + index), byte: hex(byte) }));
          chip.addEventListener('click', () => {
            // The step that reads this byte (the last, when it is read again).
            let found = 0;
            steps.forEach((s, k) => {
              if (s.index === index) found = k + 1;
            });
            walkTo(found);
          });
          return chip;
        }),
      );
      $('automaton-note').textContent =
        newBytes.length > WALKED_BYTES ? t('automaton.covers', { walked: WALKED_BYTES, bytes: number(newBytes.length) }) : '';
      render(false);
    },
  };
}
