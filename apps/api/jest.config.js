/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  reporters: ['default', '<rootDir>/../../scripts/jest-results-reporter.cjs'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  setupFiles: ['reflect-metadata'],
  // A hang detector, not a speed check (benchmarks measure speed): the public walk's cases take 15 s each
  // on a loaded 2-core machine, and CI runs this suite beside the browser tests.
  testTimeout: 180_000,
};
