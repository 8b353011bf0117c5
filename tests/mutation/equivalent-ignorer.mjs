// The equivalent mutants of js/, recorded here rather than marked in the code: each record of
// equivalent-mutants.json names a line by its text (and, where that text recurs, the line it
// follows) and says why no test can tell its mutants from the original. Stryker leaves out the
// mutants that start on that line (`whole`: the statement that starts there, body included).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

export const RECORDS = JSON.parse(readFileSync(new URL('./equivalent-mutants.json', import.meta.url), 'utf8'));

/** Each record of `file` by its line number (from 1) in `text`; throws for a record it cannot place. */
export function placeRecords(file, text) {
  const lines = text.split('\n').map((line) => line.trim());
  const placed = new Map();
  for (const record of RECORDS.filter((each) => each.file === file)) {
    const from = record.after === undefined ? 0 : lines.indexOf(record.after) + 1;
    const first = lines.indexOf(record.code, from);
    const again = lines.indexOf(record.code, first + 1);
    if (from === 0 && record.after !== undefined) throw new Error(`${file}: no line "${record.after}" (equivalent-mutants.json)`);
    if (first < 0) throw new Error(`${file}: no line "${record.code}" (equivalent-mutants.json): mend or drop the record`);
    if (record.after === undefined && again >= 0) throw new Error(`${file}: "${record.code}" recurs: give the record an "after"`);
    placed.set(first + 1, record);
  }
  return placed;
}

const placedByFile = new Map();
const recordsOf = (filename) => {
  const file = relative(process.cwd(), filename).replaceAll('\\', '/');
  if (!placedByFile.has(file)) placedByFile.set(file, placeRecords(file, readFileSync(filename, 'utf8')));
  return placedByFile.get(file);
};

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'equivalent-mutants', {
    shouldIgnore(path) {
      const start = path.node.loc?.start.line;
      const filename = path.hub?.file?.opts?.filename;
      if (start === undefined || !filename) return undefined;
      const record = recordsOf(filename).get(start);
      if (!record) return undefined;
      // A statement that goes on past its line keeps the mutants of its other lines, unless whole.
      const withinLine = path.node.loc.end.line === start || path.isExpression();
      return record.whole || withinLine ? `equivalent: ${record.why}` : undefined;
    },
  }),
];
