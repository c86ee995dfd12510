// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import fs from 'node:fs';
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

/**
 * The web app's import rules (docs/architecture.md, 'The code, and what may import what'): the
 * layers components -> flows -> features -> app, a feature never importing another, and no relative
 * path climbing three folders or more: a file outside its neighbourhood is imported through the
 * aliases of apps/web/package.json's `imports` (#components/..., #lib/...). Each rule names both the
 * relative form and the aliased one. Exported for src/test/lint-rules.test.ts.
 */
const webDeep = {
  regex: '^(\\.\\./){3,}',
  message:
    'Use an import alias (#components/…, #flows/…, #lib/…: apps/web/package.json "imports") instead of a deep relative path.',
};
/** The wizard's frame is drawn by the engine only: a flow with stages is a table on the engine. */
const webFrameOnlyInEngine = {
  regex: '(^|/)wizard-frame(\\.js)?$',
  importNames: ['WizardFrame'],
  message:
    'Only the wizard engine (flows/wizard/wizard-engine.tsx) draws WizardFrame: give the flow a stage table and draw it with the engine.',
};
const webLayer = (above, message, { frame = true } = {}) => [
  webDeep,
  ...(frame ? [webFrameOnlyInEngine] : []),
  { group: above.map((folder) => `**/${folder}/**`), message },
  { regex: `^#(${above.join('|')})/`, message },
  { group: ['@alaafia/api', 'fastify'], message },
];
const webFeatures = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const otherFeature =
  'Features do not import each other: move the shared piece to components/, lib/ or packages/domain.';
export const webBoundaries = [
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict([webDeep, webFrameOnlyInEngine]) },
  },
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**', 'apps/web/src/config/**'],
    rules: {
      'no-restricted-imports': restrict(
        webLayer(
          ['flows', 'features', 'app'],
          'Design pieces and libraries do not import flows, features or the app (components -> flows -> features -> app).',
        ),
      ),
    },
  },
  // Issue 14: the business flows several features share (checkout, KYC, health plans, next of kin,
  // notifications, address, the wizard engine) are their own layer, between components and features.
  {
    files: ['apps/web/src/flows/**'],
    rules: {
      'no-restricted-imports': restrict(
        webLayer(
          ['features', 'app'],
          'Flows do not import features or the app (components -> flows -> features -> app).',
        ),
      ),
    },
  },
  // The engine and the wizard's own pieces use the frame.
  {
    files: ['apps/web/src/components/wizard/**'],
    rules: {
      'no-restricted-imports': restrict(
        webLayer(
          ['flows', 'features', 'app'],
          'Design pieces do not import flows, features or the app.',
          {
            frame: false,
          },
        ),
      ),
    },
  },
  {
    files: ['apps/web/src/flows/wizard/wizard-engine.tsx'],
    rules: {
      'no-restricted-imports': restrict(
        webLayer(['features', 'app'], 'Flows do not import features or the app.', { frame: false }),
      ),
    },
  },
  // Issue 37: a wizard's stages are named by the domain's table (stageOf, isScreen), never by number.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "BinaryExpression[operator=/^[!=]==$/]:matches([left.name='stage'][right.raw=/^[0-9]/], [right.name='stage'][left.raw=/^[0-9]/])",
          message:
            "Name the stage by its screen in the domain's wizard table (stageOf, isScreen), not by its number.",
        },
      ],
    },
  },
  ...webFeatures.flatMap((feature) => {
    const rules = (relativeEscape) => ({
      'no-restricted-imports': restrict([
        ...webLayer(['app'], 'Features do not import the app or the API.'),
        { regex: relativeEscape, message: otherFeature },
        { regex: `^#features/(?!${feature}/)`, message: otherFeature },
      ]),
    });
    return [
      { files: [`apps/web/src/features/${feature}/*/**`], rules: rules('^\\.\\./\\.\\./[^.]') },
      { files: [`apps/web/src/features/${feature}/*.{ts,tsx}`], rules: rules('^\\.\\./[^.]') },
    ];
  }),
  // Issue 30: every spec takes `test` and `expect` from ./fixtures, which fails a test on any console
  // error, uncaught error or CSP violation; types may still come from Playwright itself.
  {
    files: ['apps/web/e2e/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              allowTypeImports: true,
              message:
                "Import test and expect from './fixtures' (it fails the test on console errors and CSP violations).",
            },
          ],
        },
      ],
    },
  },
];

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
  ...webBoundaries,
);
