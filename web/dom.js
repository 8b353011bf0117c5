// Building the page's DOM: text always goes in as text, never as markup.
import { t } from './i18n.js';

export function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The page's element with this id. */
export const $ = (id) => document.getElementById(id);

/** A reason's badge: its name in the page's language, coloured by its stable code. */
export const reasonBadge = (reason) => element('span', `reason reason-${reason}`, t(`reason.${reason}`));
