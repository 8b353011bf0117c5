// The languages of the package, in one place: a catalog each (the same keys in each), English
// first as the default. A new language is a catalog here and one in web/locales/index.js.
import en from './en.js';
import zh from './zh.js';

export default { en, zh };
