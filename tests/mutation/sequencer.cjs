// Runs only the test files that hold a test Stryker asks for. Stryker's Jest runner gives each
// mutant a name pattern of its covering tests but starts every test file, and a file that runs
// none of its tests still loads the package and its inputs (about a fifth of a typical mutant's
// time here). The names per file come from a run of the same tests before Stryker's
// (./build.sh mutate writes them to the file UTF8ABNF_TEST_NAMES names); without them, or when no
// known name matches, all files run, as Jest alone would. Jest matches the pattern as this does: anywhere in a test's full name,
// ignoring case.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

function namesByFile() {
  const file = process.env.UTF8ABNF_TEST_NAMES;
  if (!file) return null;
  const { testResults } = JSON.parse(readFileSync(file, 'utf8'));
  // Stryker runs the tests in a copy of the repository: files are known by their path inside it.
  const namedRoot = path.join(path.dirname(file), '../..'); // the file is build/mutation/names.json
  return new Map(testResults.map((tests) => [path.relative(namedRoot, tests.name), tests.assertionResults.map((test) => test.fullName)]));
}

class CoveringFilesOnly extends Sequencer {
  #pattern;
  #names = namesByFile();

  constructor(options) {
    super(options);
    const pattern = options.globalConfig.testNamePattern;
    this.#pattern = pattern ? new RegExp(pattern, 'i') : null;
  }

  sort(tests) {
    const sorted = super.sort(tests);
    if (this.#pattern === null || this.#names === null) return sorted;
    const pattern = this.#pattern;
    const names = this.#names;
    // A file the names do not know (new since they were written) runs.
    const wanted = (test) => names.get(path.relative(test.context.config.rootDir, test.path))?.some((name) => pattern.test(name)) ?? true;
    const covering = sorted.filter(wanted);
    return covering.length > 0 ? covering : sorted;
  }
}

module.exports = CoveringFilesOnly;
