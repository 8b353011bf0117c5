// Jest's Node environment that ends a mutant's run at its first failing test: the mutant is
// killed then, and Stryker's Jest runner cannot bail (Jest has no bail inside a file), so the
// rest of its covering tests would run for nothing. Files run one after another in one process
// (Stryker runs Jest in band), so the failure is remembered here, for the mutant Stryker says is
// active; with none active (the unmutated runs), every test runs.
const { TestEnvironment } = require('jest-environment-node');

const ACTIVE_MUTANT = '__STRYKER_ACTIVE_MUTANT__';
let failedMutant; // the active mutant when a test last failed

class StopAtFirstFailure extends TestEnvironment {
  handleTestEvent(event) {
    const mutant = process.env[ACTIVE_MUTANT];
    if (mutant === undefined) return;
    // A failed test, not a failed hook: the tests under a failed beforeAll fail with its error only
    // if they start, and a test skipped here counts as no failure (the mutant would look alive).
    if (event.name === 'test_done' && event.test.errors.length > 0) failedMutant = mutant;
    // jest-circus skips a test whose mode is 'skip' when it starts.
    else if (event.name === 'test_start' && failedMutant === mutant) event.test.mode = 'skip';
  }
}

module.exports = StopAtFirstFailure;
