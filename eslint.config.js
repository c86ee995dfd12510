// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './apps/api/layers.json' with { type: 'json' };

const restrict = (patterns) => ['error', { patterns }];

const deepImport =
  "Use the other module's public surface, its index.ts (docs/architecture.md, 'The layers').";
const above = (what) =>
  `${what} is above this file on the API's ladder (apps/api/layers.json; docs/architecture.md, 'The layers').`;
/** The top of the ladder (app.ts, server.ts, worker.ts, backfills.ts, the job handlers and worker, cli/). */
const TOP = {
  regex: '^(\\.\\./)+((app|server|worker|backfills)\\.js$|jobs/(handlers|worker)\\.js$|cli/)',
  message: above('The top (app.ts, the processes, the job handlers, cli/)'),
};
const DEV = {
  group: ['**/modules/dev/**'],
  message: 'The dev group is loaded only by app.ts, lazily (import()), when the sandbox is on.',
};

/**
 * The API's import rules (issue 37), built from apps/api/layers.json as module-graph.test.ts reads
 * it: no deep import past a module's or workflow's index.ts, and nothing imported from above a
 * file's rung of the ladder (a module's *.routes.ts may also use views/). The test is the whole
 * check (cycles, the docs' ladder); these rules say it as you type.
 */
const apiPatterns = (where, forbidden = []) => [
  {
    group: ['**/apps/web/**', '@alaafia/web', 'react'],
    message: 'The API does not import the web app.',
  },
  { group: ['**/modules/*/*/*', '!**/modules/*/*/index.js'], message: deepImport },
  { group: ['**/workflows/*/*', '!**/workflows/*/index.js'], message: deepImport },
  ...(where === 'src'
    ? []
    : [
        { regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index\\.js$).+', message: deepImport },
        { regex: '^\\.\\./\\.\\./(?!\\.\\.)[^/]+/[^/]+/(?!index\\.js$).+', message: deepImport },
      ]),
  ...forbidden,
];

/** The config entries of the API's ladder: one per rung (per module, for the order inside a group). */
function ladderRules() {
  const src = 'apps/api/src';
  const entries = [];
  const base = layers.base.paths.map((p) => (p.endsWith('/') ? `${src}/${p}**` : `${src}/${p}`));
  entries.push({
    files: base,
    rules: {
      'no-restricted-imports': restrict(
        apiPatterns('src', [
          {
            group: ['**/modules/**', '**/views/**', '**/workflows/**'],
            message: above('Every module'),
          },
          TOP,
        ]),
      ),
    },
  });
  const modules = layers.groups.flatMap((g) =>
    g.modules.map((m) => ({ group: g.group, module: m })),
  );
  for (const [i, { group, module }] of modules.entries()) {
    const later = modules.slice(i + 1);
    const forbid = (routes) => [
      {
        group: [
          ...later.flatMap((m) =>
            m.group === group
              ? [`../${m.module}/**`]
              : [`../../${m.group}/${m.module}/**`, `**/modules/${m.group}/${m.module}/**`],
          ),
          '**/workflows/**',
          ...(routes ? [] : ['**/views/**']),
        ],
        message: above(
          routes
            ? 'A later module, a workflow or the top'
            : 'A later module, views/, a workflow or the top',
        ),
      },
      TOP,
      ...(group === 'dev' ? [] : [DEV]),
    ];
    const folder = `${src}/modules/${group}/${module}`;
    entries.push({
      files: [`${folder}/**`],
      ignores: [`${folder}/**/*.routes.ts`],
      rules: { 'no-restricted-imports': restrict(apiPatterns('module', forbid(false))) },
    });
    entries.push({
      files: [`${folder}/**/*.routes.ts`],
      rules: { 'no-restricted-imports': restrict(apiPatterns('routes', forbid(true))) },
    });
  }
  entries.push({
    files: [`${src}/views/**`],
    rules: {
      'no-restricted-imports': restrict(
        apiPatterns('src', [
          { group: ['**/workflows/**'], message: above('A workflow') },
          TOP,
          DEV,
        ]),
      ),
    },
  });
  const workflows = layers.workflows.workflows;
  for (const [i, workflow] of workflows.entries()) {
    entries.push({
      files: [`${src}/workflows/${workflow}/**`],
      rules: {
        'no-restricted-imports': restrict(
          apiPatterns('src', [
            // Another workflow's inner file.
            { regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index\\.js$).+', message: deepImport },
            ...(i + 1 < workflows.length
              ? [
                  {
                    group: workflows.slice(i + 1).map((w) => `../${w}/**`),
                    message: above('A later workflow'),
                  },
                ]
              : []),
            TOP,
            DEV,
          ]),
        ),
      },
    });
  }
  // The top wires everything; it loads the dev group only lazily.
  const top = layers.top.paths.map((p) => (p.endsWith('/') ? `${src}/${p}**` : `${src}/${p}`));
  entries.push({
    files: top,
    rules: { 'no-restricted-imports': restrict(apiPatterns('src', [DEV])) },
  });
  return entries;
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'reports/**',
      '.stryker-tmp*/**',
      'apps/api/src/db/migrations/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'eslint.config.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      // Fastify handlers and React Query callbacks are async by design.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', '**/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  // Import boundaries (DESIGN.md section 2): domain -> api and web; inside web, ui -> features -> app.
  {
    files: ['packages/domain/src/**'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: [
            'react',
            'react-*',
            'fastify',
            '@fastify/*',
            'drizzle-orm',
            'drizzle-orm/*',
            'node:*',
            '@alaafia/api',
            '@alaafia/web',
            '**/apps/**',
          ],
          message: 'packages/domain is pure: no I/O, no React, no server code.',
        },
      ]),
    },
  },
  {
    files: ['apps/api/**'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['**/apps/web/**', '@alaafia/web', 'react'],
          message: 'The API does not import the web app.',
        },
      ]),
    },
  },
  // Issue 26 and 37: the API's ladder (apps/api/layers.json; docs/architecture.md, 'The layers').
  // apps/api/test may import the files of the module under test.
  {
    files: ['apps/api/src/**'],
    rules: { 'no-restricted-imports': restrict(apiPatterns('src')) },
  },
  ...ladderRules(),
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**', 'apps/web/src/config/**'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['**/flows/**', '**/features/**', '**/app/**', '@alaafia/api', 'fastify'],
          message:
            'Design pieces and libraries do not import flows, features or the app (components -> flows -> features -> app).',
        },
      ]),
    },
  },
  // Issue 14: the business flows several features share (checkout, KYC, health plans, next of kin,
  // notifications, address, the wizard engine) are their own layer, between components and features.
  {
    files: ['apps/web/src/flows/**'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['**/features/**', '**/app/**', '@alaafia/api', 'fastify'],
          message:
            'Flows do not import features or the app (components -> flows -> features -> app).',
        },
      ]),
    },
  },
  {
    files: ['apps/web/src/features/*/*/**'],
    rules: {
      'no-restricted-imports': restrict([
        {
          regex: '^\\.\\./\\.\\./[^.]',
          message:
            'Features do not import each other: move the shared piece to components/, lib/ or packages/domain.',
        },
        {
          group: ['**/app/**', '@alaafia/api', 'fastify'],
          message: 'Features do not import the app or the API.',
        },
      ]),
    },
  },
  {
    files: ['apps/web/src/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        {
          regex: '^\\.\\./[^.]',
          message:
            'Features do not import each other: move the shared piece to components/, lib/ or packages/domain.',
        },
      ]),
    },
  },
);
