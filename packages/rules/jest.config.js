/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  reporters: ['default', '<rootDir>/../../scripts/jest-results-reporter.cjs'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  collectCoverageFrom: ['src/**/*.ts', '!src/**/*.spec.ts'],
  coverageReporters: ['text-summary', 'json-summary'],
  // The bar for the rules engine: every rule is exercised by a test.
  coverageThreshold: { global: { lines: 95 } },
};
