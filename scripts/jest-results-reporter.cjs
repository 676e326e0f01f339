// Writes each workspace's jest totals, and the name and first lines of the message of each failure, where
// `npm test` collects them for its summary (so a failure is named at the end of a long run's log).
const fs = require('node:fs');
const path = require('node:path');
const { stripVTControlCharacters } = require('node:util');

class ResultsReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.name = path.basename(globalConfig.rootDir);
  }

  onRunComplete(_contexts, results) {
    const dir = process.env.CLIX_TEST_RESULTS;
    if (!dir) return;
    const { numPassedTests, numFailedTests, numPendingTests, numTodoTests, numRuntimeErrorTestSuites } = results;
    const failures = [];
    for (const file of results.testResults) {
      const where = path.relative(this.rootDir, file.testFilePath);
      if (file.testExecError) failures.push({ where, test: '(the file did not run)', message: firstLines(file.testExecError.message) });
      for (const test of file.testResults) {
        if (test.status === 'failed') failures.push({ where, test: test.fullName, message: firstLines(test.failureMessages[0] ?? '') });
      }
    }
    fs.writeFileSync(
      path.join(dir, `${this.name}.json`),
      JSON.stringify({ numPassedTests, numFailedTests, numPendingTests, numTodoTests, numRuntimeErrorTestSuites, failures }),
    );
  }
}

function firstLines(text) {
  const plain = stripVTControlCharacters(String(text)); // jest's messages carry colour codes
  const lines = plain.split('\n').map((line) => line.trim());
  return lines.filter(Boolean).slice(0, 4).join(' | ').slice(0, 400);
}

module.exports = ResultsReporter;
