// Mutation testing of the package's JavaScript: ./build.sh mutate (not in CI: it takes long).
// Each mutant of js/ is run against the Jest tests of the package (tests/js), in both builds.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export default {
  packageManager: 'npm',
  testRunner: 'jest',
  testRunnerNodeArgs: ['--experimental-vm-modules'],
  jest: {
    projectType: 'custom',
    config: {
      transform: {},
      // Node's, ending a mutant's run at its first failing test (environment.cjs says why).
      testEnvironment: fileURLToPath(new URL('./environment.cjs', import.meta.url)),
      // 'utf8-abnf' as the sources (js/index.js), not Node's bundled entry: mutants are in js/.
      testEnvironmentOptions: { customExportConditions: ['node-addons'] },
      roots: ['<rootDir>/tests/js'],
      // The page's modules import the package as the served page has it (./utf8-abnf/js/...).
      moduleNameMapper: JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).jest.moduleNameMapper,
      // The huge inputs (256 and 600 MiB) prove limits, not logic: a mutant run cannot afford them.
      // layers.test.js reads the whole tree's imports and sizes (most of cpp/ stays out of the
      // sandbox); equivalent-mutants.test.js reads the sources, which the sandbox holds instrumented.
      testPathIgnorePatterns: ['/node_modules/', 'huge-inputs', 'layers\\.test\\.js', 'equivalent-mutants\\.test\\.js'],
      testTimeout: 120000,
      // Only the files that hold a mutant's tests (sequencer.cjs says why and how).
      testSequencer: '<rootDir>/tests/mutation/sequencer.cjs',
    },
    enableFindRelatedTests: false,
  },
  coverageAnalysis: 'perTest',
  // The equivalent mutants, recorded beside this file rather than marked in the code.
  plugins: ['@stryker-mutator/*', fileURLToPath(new URL('./equivalent-ignorer.mjs', import.meta.url))],
  ignorers: ['equivalent-mutants'],
  // A mutant in code that runs when a module loads (tables, constants) needs every test file for
  // itself: those are reported as ignored, not run.
  ignoreStatic: true,
  // The command line (js/cli/) is tested in child processes (tests/js/cli.test.js), which
  // Stryker's per-test coverage cannot see: it is covered by those tests, not scored here.
  mutate: ['js/**/*.js', '!js/index.js', '!js/cli/**'],
  ignorePatterns: [
    'build',
    'node_modules',
    '.git',
    'tests/browser',
    'tests/ecosystem',
    'tests/bench',
    'tests/fuzz',
    'tests/native',
    'tests/exhaustive',
    // The C++ but its header, whose tables the tests read (tests/js/header-tables.js); the page's
    // modules (web/) stay: the tests of the examples and practice import them.
    'cpp/*',
    '!cpp/include',
  ],
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 2),
  // A mutant that loops forever is cut off this long after the time its tests took unmutated.
  // Stryker counts only the tests' own time, not the loading of the files that hold them, which a
  // mutant in code run at load (one that tests reach by loading the package anew) pays in full:
  // at 10 s such mutants were cut off, and counted as detected, whether or not a test failed.
  timeoutMS: 60000,
  // Results are kept per mutant and test: a later run retests only what changed since.
  incremental: true,
  incrementalFile: 'build/mutation/incremental.json',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'build/mutation/report.json' },
  htmlReporter: { fileName: 'build/mutation/report.html' },
  tempDirName: 'build/stryker-tmp',
  cleanTempDir: 'always',
};
