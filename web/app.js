// The teaching page. All UTF-8 knowledge comes from the package's public API; this file starts
// the page in its language and wires the inputs (inputs.js), the address (history.js) and the
// panels, which lay out what the codec says.
import { load, loadEncodings } from './utf8-abnf/js/index.js';
import { isContinuation } from './utf8-abnf/js/texts.js';
import { analyze } from './analysis.js';
import { createAutomatonPanel } from './panels/automaton.js';
import { createBreakdown } from './panels/breakdown.js';
import { createRowMaker } from './panels/breakdown-rows.js';
import { createCharacterViews } from './characters.js';
import { setUpCopyAs } from './copy-as.js';
import { $ } from './dom.js';
import { FIRST_EXAMPLE, fillExamples } from './examples.js';
import { setUpFileCheck } from './file-check.js';
import { setUpFinding } from './panels/find-rows.js';
import { createGrammarPanel } from './panels/grammar.js';
import { setUpHistory } from './history.js';
import { askedLanguage, locale, nextLanguage, onLanguageChange, setLanguage, t } from './i18n.js';
import { createInputs } from './inputs.js';
import { createNames } from './names.js';
import { renderOtherEncoding } from './panels/other-encoding.js';
import { createPractice } from './practice/panel.js';
import { renderDecoded, renderPolicies, renderSummary } from './panels.js';
import { createWalk } from './walk.js';
import { setUpGoesTo, setUpWaysIn } from './ways-in.js';

function showFatal(message) {
  $('fatal').textContent = message;
  $('fatal').hidden = false;
  $('loading').hidden = true;
}

setLanguage(askedLanguage());
window.addEventListener('error', (event) => showFatal(t('fatal.error', { message: event.message })));
main().catch((error) => showFatal(t('fatal.start', { message: error.message })));

async function main() {
  if (typeof WebAssembly !== 'object') {
    showFatal(t('fatal.no-wasm'));
    return;
  }
  let utf8;
  try {
    // The other encodings' tables with the codec: every input that is not ASCII is read in them
    // (Read as another encoding).
    [utf8] = await Promise.all([load(), loadEncodings()]);
  } catch (error) {
    showFatal(t('fatal.load', { message: error.message }));
    return;
  }

  let selected = null;
  let failedOffset = null; // the invalid row whose failure the grammar marks
  let outsideOffset = null; // the row of a lead byte outside the grammar that it marks
  let shownAnalysis = null;
  let walk = null; // Section 4, step by step (walk.js), once set up

  const { characterNode, appendShownText } = createCharacterViews(utf8);
  const names = createNames();
  const rows = createRowMaker({ utf8, characterNode, appendShownText, names });
  const showNamesVersion = () =>
    names.version().then(
      (version) => {
        $('names-version').textContent = t('names.version', { version });
      },
      () => {
        $('names-version').textContent = t('names.failed');
      },
    );
  showNamesVersion();
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
  fillExamples();

  // Selects an alternative (or clears it); from a row at `offset`, an invalid one also marks in
  // the grammar where its attempt failed.
  function select(key, from, offset) {
    const [segment] = offset === undefined ? [] : utf8.explain(shownAnalysis.bytes, { from: offset, to: offset + 1 });
    const failed = segment && !segment.valid && segment.rule ? segment : null;
    selected = selected === key && failedOffset === (failed ? offset : null) ? null : key;
    failedOffset = failed && selected ? offset : null;
    grammar.markFailure(failedOffset === null ? null : { segment: failed, next: shownAnalysis.bytes[failed.index + failed.length] });
    // A lead byte no rule starts with (C0, C1, F5..FF) is marked where it falls outside the
    // leads, until its row is chosen again.
    const outside = from === 'row' && segment && !segment.rule && !isContinuation(segment.bytes[0]) ? segment.bytes[0] : null;
    outsideOffset = outside !== null && outsideOffset !== offset ? offset : null;
    if (outsideOffset !== null) grammar.markOutside(outside);
    for (const node of document.querySelectorAll('[data-alternative]')) {
      const on = node.dataset.alternative === selected;
      node.classList.toggle('selected', on);
      if (node.tagName === 'BUTTON') node.setAttribute('aria-pressed', String(on));
    }
    const firstRow = breakdown.select(selected);
    if (from === 'grammar' && firstRow) firstRow.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    if (from === 'row' && selected) grammar.buttons.get(selected)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }

  // Every panel from one analysis of the input's bytes.
  function render(analysis) {
    shownAnalysis = analysis;
    renderSummary($('summary'), analysis, goToOffset);
    renderOtherEncoding($('other-encoding'), analysis, { characterNode, appendShownText }, (repaired) => {
      $('examples').value = '';
      inputs.fromBytes(repaired, 'input.repaired');
    });
    breakdown.show(analysis.bytes, analysis.summary.errorIndexes, analysis.origin, analysis.hints);
    $('breakdown-position').textContent = '';
    breakdown.select(selected);
    renderDecoded($('decoded'), analysis, appendShownText, $('every-invisible').checked);
    renderPolicies($('policy-table'), analysis, appendShownText);
    grammar.mark(analysis.summary);
    grammar.markFailure(null);
    failedOffset = null;
    outsideOffset = null;
    automaton.show(analysis.bytes, analysis.origin);
    copyAs.showPreview();
    walk?.seen(analysis.bytes);
  }
  $('every-invisible').addEventListener('change', () =>
    renderDecoded($('decoded'), shownAnalysis, appendShownText, $('every-invisible').checked),
  );

  const copyAs = setUpCopyAs(() => shownAnalysis);
  const goToOffset = setUpFinding(breakdown, () => shownAnalysis);
  const { settleSoon, readLink } = setUpHistory(
    utf8,
    () => inputs,
    () => practice,
  );
  const inputs = createInputs(utf8, { render, settleSoon, ways: setUpWaysIn() });
  setUpGoesTo();
  walk = createWalk(utf8, {
    showBytes: (hex) => {
      $('examples').value = '';
      inputs.fromBytesField(hex);
    },
    select: (key) => {
      if (selected !== key) select(key, 'walk');
    },
    goTo: (id) => $(id).scrollIntoView({ block: 'center' }),
  });

  // Practice: its exercise in the address while it is open; leaving it brings back the input's.
  const showFragment = (fragment, push) => {
    const url = new URL(location.href);
    url.hash = fragment;
    if (url.href !== location.href) history[push ? 'pushState' : 'replaceState'](null, '', url);
  };
  const leavePractice = () => {
    practice.close();
    showFragment(inputs.current().fragment, true);
  };
  const practice = createPractice(utf8, { characterNode, showFragment, leave: leavePractice });
  $('practice-toggle').addEventListener('click', () => (practice.isOpen() ? leavePractice() : practice.open(null, true)));

  $('examples').addEventListener('change', () => {
    if ($('examples').value) inputs.fromBytesField($('examples').value);
  });

  // An error of a checked file, opened here: the bytes around it in the Bytes field.
  const fileCheck = setUpFileCheck(utf8, rows, (bytes, origin, errorAt, where) => {
    $('examples').value = '';
    inputs.fromBytes(bytes, 'input.from-file', { where }, { origin });
    $('breakdown-title').scrollIntoView({ block: 'start' });
    goToOffset(errorAt);
  });

  // The language switch: everything drawn is drawn again in the next language, the input kept.
  $('language').addEventListener('click', () => setLanguage(nextLanguage()));
  onLanguageChange(() => {
    showNamesVersion();
    fillExamples();
    copyAs.relabel();
    grammar.relabel();
    automaton.relabel();
    fileCheck.again();
    inputs.again();
    practice.relabel();
    walk.relabel();
  });
  window.addEventListener('popstate', () => {
    if (askedLanguage() !== locale()) setLanguage(askedLanguage());
    readLink();
  });

  render(analyze(utf8, new Uint8Array(0))); // what a bad link leaves marked stale
  // A link to an exercise leaves the first example in the fields, for when the learner leaves
  // Practice; the address keeps the exercise.
  if (!readLink() || practice.isOpen()) {
    $('examples').value = FIRST_EXAMPLE; // named in the menu
    inputs.fromBytesField(FIRST_EXAMPLE);
    if (!practice.isOpen()) history.replaceState(null, '', new URL(inputs.current().fragment, location.href)); // the first entry is this example
  }
  // Every panel now describes the input (the examples' menu filled, the link read): what a test,
  // or a script that drives the page, waits for.
  $('loading').hidden = true;
  document.body.dataset.ready = 'true';
}
