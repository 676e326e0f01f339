// The load and fault tests (tests/fault, docs/fault-tests.md): each file starts its own embedded
// PostgreSQL and API processes from apps/api/dist, so it can kill them. Run after the browser tests.
// rootDir is tests/fault so the results reporter files them as "fault", apart from the e2e totals.
const path = require('node:path');

const long = process.env.CLIX_FAULT_LONG === '1';

/** @type {import('jest').Config} */
module.exports = {
  rootDir: path.join(__dirname, 'fault'),
  testEnvironment: 'node',
  reporters: ['default', path.join(__dirname, '..', 'scripts', 'jest-results-reporter.cjs')],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.json') }] },
  testMatch: ['<rootDir>/**/*.spec.ts'],
  globalSetup: '<rootDir>/global-setup.mjs',
  globalTeardown: '<rootDir>/global-teardown.mjs',
  testTimeout: long ? 3_600_000 : 120_000,
  // One file at a time: each runs a database and API processes on a 2-core machine.
  maxWorkers: 1,
};
