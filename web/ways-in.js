// The three ways in to the same bytes (Bytes, Text, Code points): one field is shown at a time,
// chosen by its tab, so that the answer stays on the first screen. The arrow keys, Home and End
// move between the tabs, as the ARIA tabs pattern has it.
import { $ } from './dom.js';

const WAYS = ['bytes', 'text', 'code-points'];
const KEY_STEPS = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** Wires the tabs; `show(way)` shows one field ('bytes', 'text' or 'code-points'). */
export function setUpWaysIn() {
  const tab = (way) => $(`${way}-tab`);
  function show(way) {
    for (const other of WAYS) {
      const on = other === way;
      tab(other).setAttribute('aria-selected', String(on));
      tab(other).tabIndex = on ? 0 : -1;
      $(`${other}-field`).hidden = !on;
    }
  }
  WAYS.forEach((way, index) => {
    tab(way).addEventListener('click', () => show(way));
    tab(way).addEventListener('keydown', (event) => {
      const next = event.key === 'Home' ? 0 : event.key === 'End' ? WAYS.length - 1 : index + (KEY_STEPS[event.key] ?? Number.NaN);
      if (Number.isNaN(next)) return;
      event.preventDefault();
      const way = WAYS[(next + WAYS.length) % WAYS.length];
      show(way);
      tab(way).focus();
    });
  });
  show('bytes');
  return { show };
}

/** The buttons of "On this page": each brings its panel into view and moves the focus there. */
export function setUpGoesTo() {
  for (const button of document.querySelectorAll('[data-goes-to]')) {
    button.addEventListener('click', () => {
      const target = $(button.dataset.goesTo);
      target.tabIndex = -1;
      target.scrollIntoView({ block: 'start' });
      target.focus({ preventScroll: true });
    });
  }
}
