// Building the page's DOM: text always goes in as text, never as markup.
export function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The page's element with this id. */
export const $ = (id) => document.getElementById(id);
