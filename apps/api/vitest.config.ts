import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: process.env.TEST_DATABASE_URL ? 'api-postgres' : 'api',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database (in-memory PGlite, or a fresh database on TEST_DATABASE_URL).
    pool: 'forks',
    // Migrates and seeds one template database that each file's database is copied from.
    globalSetup: ['./test/global-setup.ts'],
  },
});
