// The page's own texts in each language of the package (js/text/locales/index.js), the same keys in each.
import en from './en.js';
import zh from './zh.js';

export default { en, zh };
