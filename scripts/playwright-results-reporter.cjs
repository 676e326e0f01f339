// The browser journeys' counterpart of jest-results-reporter.cjs: writes the run's totals, and the file,
// name, first lines of the message and trace of each failed journey, where `npm test` collects them for
// its summary. A test that did not run counts as skipped; an error outside any test (the global setup,
// a file that does not load) counts as a failure.
const fs = require('node:fs');
const path = require('node:path');
const { stripVTControlCharacters } = require('node:util');

class PlaywrightResultsReporter {
  onBegin(config, suite) {
    this.rootDir = path.dirname(config.configFile);
    this.suite = suite;
    this.errors = [];
  }

  onError(error) {
    this.errors.push(error);
  }

  onEnd() {
    const dir = process.env.CLIX_TEST_RESULTS;
    if (!dir) return;
    const counts = { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0, numRuntimeErrorTestSuites: this.errors.length };
    const failures = this.errors.map((error) => ({
      where: '(outside any test)',
      test: '(the run did not start or finish)',
      message: firstLines(error.message),
    }));
    for (const test of this.suite.allTests()) {
      const outcome = test.outcome();
      if (outcome === 'expected') counts.numPassedTests++;
      else if (outcome === 'skipped') counts.numPendingTests++;
      else {
        counts.numFailedTests++;
        const result = test.results.at(-1);
        const trace = result?.attachments.find((a) => a.name === 'trace')?.path;
        const message = withAxeRulesFirst(result?.errors.map((e) => e.message).join('\n') ?? '');
        failures.push({
          where: path.relative(this.rootDir, test.location.file),
          test: fullName(test),
          message: trace ? `${message} | trace: ${path.relative(path.dirname(this.rootDir), trace)}` : message,
        });
      }
    }
    fs.writeFileSync(path.join(dir, `${path.basename(this.rootDir)}.json`), JSON.stringify({ ...counts, failures }));
  }

  printsToStdio() {
    return false;
  }
}

/** The describe blocks' titles and the test's, as jest's fullName reads. */
function fullName(test) {
  const titles = [test.title];
  for (let suite = test.parent; suite && suite.type === 'describe'; suite = suite.parent) titles.unshift(suite.title);
  return titles.join(' ');
}

/**
 * The failure's first lines, led by the axe-core rules it broke when it is an accessibility failure
 * (fixtures.ts lists each violation as `"rule": "<id>"`, many lines down in the diff), so the
 * summary's failed: list says which rule without opening the trace.
 */
function withAxeRulesFirst(text) {
  const rules = [...new Set([...stripVTControlCharacters(String(text)).matchAll(/"rule": "([\w-]+)"/g)].map(([, rule]) => rule))];
  const lines = firstLines(text);
  return rules.length ? `${rules.join(', ')}: ${lines}` : lines;
}

function firstLines(text) {
  const plain = stripVTControlCharacters(String(text)); // Playwright's messages carry colour codes
  const lines = plain.split('\n').map((line) => line.trim());
  return lines.filter(Boolean).slice(0, 4).join(' | ').slice(0, 400);
}

module.exports = PlaywrightResultsReporter;
