// The texts of the package in each language: one catalog per language (locales/), the same keys
// in each, with {placeholders} filled in here. English is the default; Utf8Error messages, being
// a program's error text, are always English.
import { describeValue, option } from '../arguments.js';
import CATALOGS from './locales/index.js';
import { groupDigits } from './notation.js';

export { CATALOGS };
/** The languages of the texts (locales/index.js), English (the default) first. */
export const LANGUAGES = Object.freeze(Object.keys(CATALOGS));
export const PLACEHOLDER = /\{([a-z][A-Za-z]*)\}/g; // {1F600} in "\u{1F600}" is no placeholder

// Each template, split once into its text and its placeholders' names (at odd indexes).
const split = new Map();

/** `template` with each {name} replaced by params[name]. */
export function fill(template, params) {
  let parts = split.get(template);
  if (!parts) {
    parts = template.split(PLACEHOLDER);
    split.set(template, parts);
  }
  let text = parts[0];
  for (let k = 1; k < parts.length; k += 2) text += params[parts[k]] + parts[k + 1];
  return text;
}

/** The text of `key` in `locale`, its placeholders filled from `params`. */
export function say(locale, key, params) {
  const template = CATALOGS[locale][key];
  if (template === undefined) throw new Error(`no text ${key} in js/text/locales/${locale}.js`);
  return fill(template, params);
}

/** "{count} bytes" and the like: key.one for 1, key.other for any other count. */
export function sayCount(locale, key, count) {
  return say(locale, count === 1 ? `${key}.one` : `${key}.other`, { count: groupDigits(count) });
}

/**
 * The language an options object asks for, one of LANGUAGES ('en' by default); a BCP 47 tag such
 * as 'zh-CN' or 'en-GB' counts as its language.
 */
export function localeOption(options, caller) {
  const asked = option(options, 'locale');
  if (asked === undefined) return 'en';
  const language = typeof asked === 'string' ? asked.toLowerCase().split(/[-_]/)[0] : null;
  if (LANGUAGES.includes(language)) return language;
  throw new TypeError(`${caller}: locale must be ${LANGUAGES.map((each) => `'${each}'`).join(' or ')}, not ${describeValue(asked)}`);
}
