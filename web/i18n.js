// The page's language: English or Simplified Chinese. The URL's ?lang= picks it, else the
// browser's preferred languages; the switch changes it in place. Texts come from the page's
// catalogs (locales/), then the package's (reasons' names and the like); static elements name
// their text with data-t (their content) and data-t-placeholder, data-t-aria-label, data-t-title.
import { fill, LANGUAGES, catalogs as PACKAGE_CATALOGS } from './utf8-abnf/js/texts.js';
import PAGE_CATALOGS from './locales/index.js';

// Each language's texts: the page's over the package's.
const CATALOGS = Object.fromEntries(LANGUAGES.map((language) => [language, { ...PACKAGE_CATALOGS[language], ...PAGE_CATALOGS[language] }]));
const ATTRIBUTES = ['placeholder', 'aria-label', 'title'];

let current = 'en';
const listeners = [];

/** The language of a tag ('zh' for 'zh-Hans-CN', 'en' for 'en-GB') if the page speaks it, else null. */
export function languageOf(tag) {
  const language = String(tag ?? '')
    .toLowerCase()
    .split(/[-_]/)[0];
  return LANGUAGES.includes(language) ? language : null;
}

/** The language the page opens in: ?lang=, else the first of the browser's that the page speaks. */
export function askedLanguage(url = location.href) {
  const asked = languageOf(new URL(url).searchParams.get('lang'));
  if (asked) return asked;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return LANGUAGES[0];
}

export const locale = () => current;

/** The text of `key`, its {placeholders} filled from `params`. */
export function t(key, params) {
  const template = CATALOGS[current][key];
  if (template === undefined)
    throw new Error(`no text ${key} in the ${current} catalogs of the page (web/locales/) or the package (js/text/locales/)`);
  return fill(template, params);
}

const numberFormats = new Map(); // one per language: making one is slow
/** A number as the page's language writes it: 1,048,576. */
export function number(n) {
  if (!numberFormats.has(current)) numberFormats.set(current, new Intl.NumberFormat(current));
  return numberFormats.get(current).format(n);
}

/** "{count} bytes" and the like: `key`.one for 1, `key`.other for any other count. */
export const count = (key, n, params) => t(n === 1 ? `${key}.one` : `${key}.other`, { ...params, count: number(n) });

/** Texts of the static page in the current language. */
function translateStatic(root) {
  for (const node of root.querySelectorAll('[data-t]')) node.innerHTML = t(node.dataset.t); // the catalogs' own markup
  for (const name of ATTRIBUTES) {
    for (const node of root.querySelectorAll(`[data-t-${name}]`)) node.setAttribute(name, t(node.getAttribute(`data-t-${name}`)));
  }
  document.title = t('page.title');
}

/**
 * The language switch: every language's own name (its catalog's), the one it goes to marked, as
 * the next of the list, round to the first.
 */
export const nextLanguage = () => LANGUAGES[(LANGUAGES.indexOf(current) + 1) % LANGUAGES.length];
function drawSwitch(button) {
  button.replaceChildren(
    ...LANGUAGES.flatMap((language, k) => {
      const name = document.createElement('span');
      name.lang = CATALOGS[language]['page.html-lang'];
      name.textContent = CATALOGS[language]['page.language-name'];
      if (language === nextLanguage()) name.className = 'next';
      if (k === 0) return [name];
      const separator = document.createElement('span');
      separator.textContent = ' / ';
      return [separator, name];
    }),
  );
}

/**
 * Switches the page to `language`: the static texts, <html lang>, the address's ?lang= (so that a
 * link keeps it), then each onLanguageChange listener redraws what it drew.
 */
export function setLanguage(language) {
  current = language;
  document.documentElement.lang = t('page.html-lang');
  document.body.dataset.language = language;
  translateStatic(document);
  drawSwitch(document.getElementById('language'));
  const url = new URL(location.href);
  if (url.searchParams.get('lang') !== language) {
    url.searchParams.set('lang', language);
    history.replaceState(history.state, '', url);
  }
  for (const listener of listeners) listener(language);
}

export function onLanguageChange(listener) {
  listeners.push(listener);
}
