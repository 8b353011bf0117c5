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

/** Stands for a reason in a sentence until withBadge puts the reason's badge there. */
export const REASON_MARK = '\uE000';

/** The nodes of `text`, its REASON_MARK the badge of `reason`: a name in a sentence, shown as a name. */
export const withBadge = (text, reason) => text.split(REASON_MARK).flatMap((part, k) => (k ? [reasonBadge(reason), part] : [part]));
