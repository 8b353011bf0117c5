// Character names and general categories, from the Unicode Character Database as build.sh
// extracts it (make-names.mjs): fetched only when a name is shown, a block of 4,096 code points
// at a time.
const hex = (codePoint) => codePoint.toString(16).toUpperCase().padStart(4, '0');
const HANGUL_FIRST = 0xac00;

export function createNames(base = new URL('./names/', import.meta.url)) {
  let index = null;
  const blocks = new Map();
  const json = (file) =>
    fetch(new URL(file, base)).then((response) => {
      if (!response.ok) throw new Error(`${file}: ${response.status}`);
      return response.json();
    });

  // The index, fetched once.
  function indexData() {
    if (!index) index = json('index.json');
    return index;
  }

  // Hangul syllables are named from their jamo (Unicode 3.12).
  function hangulName(codePoint, { L, V, T }) {
    const s = codePoint - HANGUL_FIRST;
    return `HANGUL SYLLABLE ${L[Math.floor(s / 588)]}${V[Math.floor((s % 588) / 28)]}${T[s % 28]}`;
  }

  return {
    /** The Unicode version of the names (after the first lookup has loaded them). */
    version: async () => (await indexData()).version,
    /** { name, category } of a code point; name null for controls without alias, private use and unassigned. */
    async lookUp(codePoint) {
      const data = await indexData();
      for (const [first, last, kind, category] of data.ranges) {
        if (codePoint < first || codePoint > last) continue;
        const name = kind === 'HANGUL SYLLABLE' ? hangulName(codePoint, data.jamo) : kind ? `${kind}${hex(codePoint)}` : null;
        return { name, category };
      }
      const block = codePoint >> 12;
      if (!data.blocks.includes(block)) return { name: null, category: 'Cn' };
      if (!blocks.has(block)) blocks.set(block, json(`${block.toString(16).toUpperCase()}.json`));
      const [name, category] = (await blocks.get(block))[hex(codePoint)] ?? [null, 'Cn'];
      return { name, category };
    },
  };
}
