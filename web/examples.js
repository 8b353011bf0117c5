// The page's examples: section 4's own eight in its order, one per ABNF alternative, one per failure
// reason (each reason's example in the C++ table), the classics, other encodings and mojibake, and
// Markus Kuhn's stress test section by section. An example is [catalog key (example.*), hex bytes,
// and the key's parameters, if any]: a parameter `reason` is worded as the reason's name, so that the
// menu names a reason as every panel does. Kuhn's cases keep the names of his file.
import { $, element } from './dom.js';
import { hexBytes, REASON_EXAMPLES } from './utf8-abnf/js/texts.js';
import { t } from './i18n.js';
import { KUHN, KUHN_SECTIONS } from './kuhn.js';

/** The bytes the page opens with: characters of 1, 3 and 4 bytes, then the classic overlong form. */
export const FIRST_EXAMPLE = '41 E4 BD A0 F0 9F 98 80 C0 AF';

export const EXAMPLES = [
  // Section 4's own examples, in its order: four valid sequences, then four invalid ones.
  ['example.group.section-4', [
    ['example.section-4.valid-1', '41'],
    ['example.section-4.valid-2', 'C2 A9'],
    ['example.section-4.valid-3', 'E4 BD A0'],
    ['example.section-4.valid-4', 'F0 9F 98 80'],
    ['example.section-4.invalid', 'C0 80', { number: 1, reason: 'overlong' }],
    ['example.section-4.invalid', 'ED A0 80', { number: 2, reason: 'surrogate' }],
    ['example.section-4.invalid', 'F5 80 80 80', { number: 3, reason: 'too-large' }],
    ['example.section-4.invalid', 'E4 BD', { number: 4, reason: 'truncated' }],
  ]],
  ['example.group.valid', [
    ['example.utf8-1', '41'],
    ['example.utf8-2', 'C2 A9'],
    ['example.utf8-3.1', 'E0 A4 85'],
    ['example.utf8-3.2', 'E4 BD A0'],
    ['example.utf8-3.3', 'ED 95 9C'],
    ['example.utf8-3.4', 'EF BC 81'],
    ['example.utf8-4.1', 'F0 9F 98 80'],
    ['example.utf8-4.2', 'F3 A0 80 81'],
    ['example.utf8-4.3', 'F4 8F BF BF'],
  ]],
  ['example.group.invalid', Object.entries(REASON_EXAMPLES).map(([reason, hex]) => ['example.reason', hex, { reason }])],
  ['example.group.classics', [
    ['example.first', FIRST_EXAMPLE],
    ['example.table-3-8', '61 F1 80 80 E1 80 C2 62 80 63 80 BF 64'],
    ['example.cesu-8', 'ED A0 BD ED B8 80'],
    ['example.modified-utf8', 'C0 80'],
    ['example.bom', 'EF BB BF 68 69'],
    ['example.bidi', '61 E2 80 AE 62 E2 80 8B 63'],
    ['example.markup', '3C 69 6D 67 20 73 72 63 3D 78 20 6F 6E 65 72 72 6F 72 3D 61 6C 65 72 74 28 31 29 3E'],
    ['example.mixed', '48 65 6C 6C 6F 2C 20 E4 B8 96 E7 95 8C 21 20 F0 9F 91 8B'],
  ]],
  ['example.group.encodings', [
    ['example.gbk-mojibake', 'E6 B6 94 E8 BE A9 E7 88 9C'],
    ['example.gbk-mojibake-hello', 'E6 B5 A3 E7 8A B2 E3 82 BD E6 B6 93 E6 A0 AB E6 99 AB'],
    ['example.gbk-private-use', 'E6 B6 93 EE 85 9F E6 9E 83'],
    ['example.damaged-copy', 'E6 B6 93 E6 9E 83'],
    ['example.replaced-before', 'E9 94 9F E6 96 A4 E6 8B B7'],
    ['example.debug-fill', 'E7 83 AB E7 83 AB E7 83 AB'],
    ['example.debug-fill-heap', 'E5 B1 AF E5 B1 AF E5 B1 AF'],
    ['example.encoded-twice', 'C3 83 C2 A9'],
    ['example.windows-1251-mojibake', 'D0 A0 D1 9F D0 A1 D0 82 D0 A0 D1 91 D0 A0 D0 86 D0 A0 C2 B5 D0 A1 E2 80 9A'],
    ['example.gbk', 'C4 E3 BA C3 A3 AC CA C0 BD E7'],
    ['example.big5', 'A7 41 A6 6E A1 41 A5 40 AC C9'],
    ['example.shift-jis', '82 B1 82 F1 82 C9 82 BF 82 CD 90 A2 8A 45'],
    ['example.euc-kr', 'BE C8 B3 E7 C7 CF BC BC BF E4 20 BC BC B0 E8'],
    ['example.windows-1251', 'CF F0 E8 E2 E5 F2 2C 20 EC E8 F0'],
    ['example.latin-1', '63 61 66 E9'],
    ['example.utf-16', 'FF FE 48 00 69 00'],
  ]],
];

/** An example's name in the page's language. */
export const exampleName = ([key, hex, params = {}]) =>
  t(key, { ...params, bytes: hex, ...(params.reason && { reason: t(`reason.${params.reason}`) }) });

/** A case of Kuhn's as the menu names it: its number, then its words in the page's language. */
export const kuhnName = ({ name, label }) => (label ? `${name.slice(0, name.indexOf(' '))} ${t(...label)}` : name);

/** Fills the Examples menu in the page's language (again at each change), keeping the choice. */
export function fillExamples() {
  const select = $('examples');
  const chosen = select.value;
  const group = (label, items) => {
    const optgroup = element('optgroup');
    optgroup.label = label;
    for (const [name, hex] of items) {
      const option = element('option', '', name);
      option.value = hex;
      optgroup.append(option);
    }
    return optgroup;
  };
  const none = element('option', '', t('examples.choose'));
  none.value = '';
  select.replaceChildren(
    none,
    ...EXAMPLES.map(([title, items]) => group(t(title), items.map((example) => [exampleName(example), example[1]]))),
    // Markus Kuhn's stress test, grouped as he groups it.
    ...KUHN_SECTIONS.map((section) =>
      group(
        t('examples.kuhn', { section, title: t(`kuhn.${section}`) }),
        KUHN.filter(({ name }) => name.startsWith(`${section} `) || name.startsWith(`${section}.`)).map((kuhnCase) => [
          kuhnName(kuhnCase),
          hexBytes(kuhnCase.bytes),
        ]),
      ),
    ),
  );
  select.value = chosen;
}
