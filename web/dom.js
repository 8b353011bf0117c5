// Building the page's DOM: text always goes in as text, never as markup.
import { number, t } from './i18n.js';
import { DECODING_REASONS } from './utf8-abnf/js/texts.js';

export function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

const MARKS = 0xe100; // private-use characters that stand for nodes in a sentence until it is split

/** The nodes of text `key`, its placeholders filled with strings or nodes (a badge, a character). */
export function sentence(key, params = {}) {
  const nodes = [];
  const marked = Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      if (typeof value === 'string') return [name, value];
      nodes.push(value);
      return [name, String.fromCharCode(MARKS + nodes.length - 1)];
    }),
  );
  return t(key, marked)
    .split(/([\uE100-\uE1FF])/u)
    .map((part) => (/^[\uE100-\uE1FF]$/u.test(part) ? nodes[part.charCodeAt(0) - MARKS] : part))
    .filter((part) => part !== '');
}

/**
 * ABNF text (RFC 3629's: "%xE1-EC 2( UTF8-tail )") as nodes that a narrow screen breaks only
 * between its elements, never inside one (UTF8-tail at its hyphen, a repetition before its ")").
 */
export const abnfNodes = (text) =>
  text.match(/\d\( [^)]*\)|\S+/g).flatMap((part, k) => [...(k ? [' '] : []), element('span', 'abnf-element', part)]);

/** The page's element with this id. */
export const $ = (id) => document.getElementById(id);

/** A reason's badge: its name in the page's language, coloured by its stable code. */
export const reasonBadge = (reason) => element('span', `reason reason-${reason}`, t(`reason.${reason}`));

/**
 * The counts of errors by reason (`byReason`: reason -> count), as a list labelled `label`: each
 * reason met, by its badge, in the one order the package names them (summarize's), so that every
 * panel lists the same bytes' reasons alike.
 */
export function reasonCounts(byReason, label) {
  const list = element('ul', 'reason-counts');
  list.setAttribute('aria-label', label);
  for (const reason of DECODING_REASONS) {
    if (!byReason[reason]) continue;
    const item = element('li');
    item.append(reasonBadge(reason), ` × ${number(byReason[reason])}`);
    list.append(item);
  }
  return list;
}

/** Stands for a reason in a sentence until withBadge puts the reason's badge there. */
export const REASON_MARK = '\uE000';

/** The nodes of `text`, its REASON_MARK the badge of `reason`: a name in a sentence, shown as a name. */
export const withBadge = (text, reason) => text.split(REASON_MARK).flatMap((part, k) => (k ? [reasonBadge(reason), part] : [part]));
