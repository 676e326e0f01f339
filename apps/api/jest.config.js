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
  testTimeout: 60000,
};
