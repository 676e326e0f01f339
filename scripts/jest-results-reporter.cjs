// Writes each workspace's jest totals where `npm test` collects them for its summary line.
const fs = require('node:fs');
const path = require('node:path');

class ResultsReporter {
  constructor(globalConfig) {
    this.name = path.basename(globalConfig.rootDir);
  }

  onRunComplete(_contexts, results) {
    const dir = process.env.CLIX_TEST_RESULTS;
    if (!dir) return;
    const { numPassedTests, numFailedTests, numPendingTests, numTodoTests, numRuntimeErrorTestSuites } = results;
    fs.writeFileSync(
      path.join(dir, `${this.name}.json`),
      JSON.stringify({ numPassedTests, numFailedTests, numPendingTests, numTodoTests, numRuntimeErrorTestSuites }),
    );
  }
}

module.exports = ResultsReporter;
