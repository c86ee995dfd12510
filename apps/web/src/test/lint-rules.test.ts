// @vitest-environment node
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The web app's import rules (eslint.config.js, webBoundaries; docs/architecture.md), run on code
// written here, as `npm run lint` runs them on the real files: each boundary holds for the aliased
// form of an import (#features/…) as it does for the relative one.
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const config = pathToFileURL(path.join(repoRoot, 'eslint.config.js')).href;
const { webBoundaries } = (await import(/* @vite-ignore */ config)) as {
  webBoundaries: Linter.Config[];
};
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser },
      plugins: { '@typescript-eslint': tseslint.plugin },
    },
    ...webBoundaries,
  ],
});

async function problemsOf(file: string, source: string) {
  const [result] = await eslint.lintText(`${source}\n`, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe("the web app's lint rules (issue 37: aliases, wizards, the e2e fixture)", () => {
  it('When a feature imports another feature through an alias, then lint fails', async () => {
    const problems = await problemsOf(
      'apps/web/src/features/admin/claims/claims-page.tsx',
      "import { LoginPage } from '#features/auth/components/login-page.js';",
    );
    expect(problems).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Features do not import each other/),
    ]);
  });

  it('When a feature imports its own files, a flow or a design piece through an alias, then lint passes', async () => {
    const problems = await problemsOf(
      'apps/web/src/features/admin/claims/claims-page.tsx',
      [
        "import { own } from '#features/admin/shared/staff-only.js';",
        "import { Button } from '#components/ui/button.js';",
        "import { WizardEngine } from '#flows/wizard/wizard-engine.js';",
      ].join('\n'),
    );
    expect(problems).toEqual([]);
  });

  it('When a feature at its top folder imports another feature relatively, then lint fails', async () => {
    const problems = await problemsOf(
      'apps/web/src/features/settings/settings-copy.ts',
      "import { authCopy } from '../auth/auth-copy';",
    );
    expect(problems).toHaveLength(1);
  });

  it.each([
    ['apps/web/src/components/ui/button.tsx', "import { x } from '#flows/kyc/kyc-copy.js';"],
    ['apps/web/src/lib/api-client.ts', "import { x } from '#features/auth/auth-copy.js';"],
    ['apps/web/src/config/paths.ts', "import { x } from '#app/router.js';"],
    [
      'apps/web/src/flows/kyc/kyc-copy.ts',
      "import { x } from '#features/dashboard/dashboard-copy.js';",
    ],
    ['apps/web/src/flows/kyc/kyc-copy.ts', "import { x } from '#app/router.js';"],
    ['apps/web/src/features/dashboard/components/x.tsx', "import { x } from '#app/router.js';"],
  ])('When %s imports a layer above it through an alias, then lint fails', async (file, source) => {
    expect(await problemsOf(file, source)).toHaveLength(1);
  });

  it('When an import climbs three folders or more, then lint asks for an alias', async () => {
    const problems = await problemsOf(
      'apps/web/src/features/admin/claims/claims-page.tsx',
      "import { Button } from '../../../components/ui/button';",
    );
    expect(problems).toEqual([expect.stringMatching(/Use an import alias/)]);
  });

  it('When a screen imports the wizard frame, then lint fails; the engine may', async () => {
    const source = "import { WizardFrame } from '#components/wizard/wizard-frame.js';";
    expect(await problemsOf('apps/web/src/features/claims/components/x.tsx', source)).toEqual([
      expect.stringMatching(/Only the wizard engine/),
    ]);
    expect(await problemsOf('apps/web/src/flows/wizard/wizard-engine.tsx', source)).toEqual([]);
    // Its props type is anyone's (a page's own frame is a flow's `Frame`).
    expect(
      await problemsOf(
        'apps/web/src/features/claims/components/x.tsx',
        "import type { WizardFrameProps } from '#components/wizard/wizard-frame.js';",
      ),
    ).toEqual([]);
  });

  it("When code compares a wizard's stage with a number, then lint asks for the table's screen name", async () => {
    const problems = await problemsOf(
      'apps/web/src/features/health/components/x.tsx',
      'export const f = (stage: number) => stage === 40 || 50 !== stage;',
    );
    expect(problems).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Name the stage by its screen/),
      expect.stringMatching(/^no-restricted-syntax: Name the stage by its screen/),
    ]);
  });

  it("When a browser spec takes test from Playwright itself, then lint fails; from './fixtures' (and Playwright's types) it passes", async () => {
    expect(
      await problemsOf('apps/web/e2e/x.spec.ts', "import { test } from '@playwright/test';"),
    ).toEqual([expect.stringMatching(/Import test and expect from '.\/fixtures'/)]);
    expect(
      await problemsOf(
        'apps/web/e2e/x.spec.ts',
        "import type { Page } from '@playwright/test';\nimport { expect, test } from './fixtures';",
      ),
    ).toEqual([]);
  });
});
