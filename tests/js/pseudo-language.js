// A pseudo-language, made from English at test time, added where the guide (docs/CONTRIBUTING.md,
// "Adding a language") says a language is added: a catalog beside each English one and its line in
// each list of languages. Every text reads ‹like this›, so a text that did not come from the
// language's catalog stands out. The tests run the package, the command line and the page with it.
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const PSEUDO = 'xx';

// Generated from the English catalog when it loads; <html lang> is the language's own tag.
const CATALOG = `import en from './en.js';

export default Object.fromEntries(
  Object.entries(en).map(([key, text]) => [key, key === 'page.html-lang' ? '${PSEUDO}' : \`‹\${text}›\`]),
);
`;

/** Adds the pseudo-language to the catalogs in `folder`: its own file, and its line in index.js. */
export function addPseudoLanguage(folder) {
  writeFileSync(join(folder, `${PSEUDO}.js`), CATALOG);
  const index = join(folder, 'index.js');
  const text = readFileSync(index, 'utf8');
  const listed = text.replace(
    /^export default \{ ([^}]*) \};$/m,
    (_, names) => `import ${PSEUDO} from './${PSEUDO}.js';\n\nexport default { ${names}, ${PSEUDO} };`,
  );
  if (listed === text) throw new Error(`${index}: no line "export default { en, ... };" to add the language to`);
  writeFileSync(index, listed);
}

/** A copy of the package's sources (dist/ linked, as built) with the pseudo-language added. */
export function packageWithPseudoLanguage() {
  const root = mkdtempSync(join(tmpdir(), 'utf8-abnf-pseudo-'));
  cpSync('js', join(root, 'js'), { recursive: true });
  cpSync('package.json', join(root, 'package.json'));
  symlinkSync(resolve('dist'), join(root, 'dist'));
  addPseudoLanguage(join(root, 'js/text/locales'));
  return root;
}

/** A copy of the built page (build/site) with the pseudo-language added to the package and the page. */
export function siteWithPseudoLanguage() {
  const root = mkdtempSync(join(tmpdir(), 'utf8-abnf-pseudo-site-'));
  cpSync('build/site', root, { recursive: true });
  addPseudoLanguage(join(root, 'utf8-abnf/js/text/locales'));
  addPseudoLanguage(join(root, 'locales'));
  return root;
}
