// npm test's type check and ESLint in one process, sharing one TypeScript program per project
// (issue 43; docs/decisions/2026-12-07-types-and-lint-share-a-program.md).
//
// `tsc -b` and `eslint .` each built the same TypeScript programs (packages/domain, packages/i18n, apps/api,
// apps/web) and each asked the type checker about every file: ESLint's type-aware rules
// (no-floating-promises, no-misused-promises, no-unsafe-*) spent most of their time making the
// checker do again what tsc had just done. Here the solution builder does exactly what `tsc -b` does
// (the same tsconfig.json, the same diagnostics, the same declaration output and build info), and
// ESLint then lints the same files as `eslint .` with the same configuration (eslint.config.js),
// given the builder's programs (typescript-eslint's `parserOptions.programs`) instead of building
// its own through the project service. Files no program holds (the root vitest.config.ts) keep the
// project service, as in eslint.config.js.
//
// `npm run typecheck` and `npm run lint:eslint` are unchanged; this is what `npm test` runs.
// Exits 1 when either finds a problem (ESLint: any error or warning, as --max-warnings 0).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
process.chdir(root);

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const started = { wall: Date.now(), cpu: cpu() };
const since = () =>
  `${((Date.now() - started.wall) / 1000).toFixed(1)} s, ${(cpu() - started.cpu).toFixed(0)} CPU-s`;

// --- The type check: what `tsc -b` does, keeping each project's program. ---
const formatHost = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => root,
  getNewLine: () => ts.sys.newLine,
};
let typeErrors = 0;
const reportDiagnostic = (diagnostic) => {
  if (diagnostic.category === ts.DiagnosticCategory.Error) typeErrors += 1;
  process.stdout.write(ts.formatDiagnosticsWithColorAndContext([diagnostic], formatHost));
};
const host = ts.createSolutionBuilderHost(
  ts.sys,
  ts.createEmitAndSemanticDiagnosticsBuilderProgram,
  reportDiagnostic,
  () => undefined,
  (count) => {
    if (count > 0) console.log(`\nFound ${count} error${count === 1 ? '' : 's'}.`);
  },
);
/** Each project's program, kept for ESLint after the builder is done with it. */
const programs = new Map();
host.afterProgramEmitAndDiagnostics = (builderProgram) => {
  const program = builderProgram.getProgram();
  programs.set(program.getCompilerOptions().configFilePath, program);
};
const builder = ts.createSolutionBuilder(host, ['tsconfig.json'], {});
const exitStatus = builder.build();
const typesOk = exitStatus === ts.ExitStatus.Success && typeErrors === 0;
console.log(`typecheck: ${typesOk ? 'passed' : 'FAILED'} (${since()})`);

// A project the builder found up to date (its build info from an earlier run) has no program
// yet: make one as `tsc -p` would, which ESLint's checker then fills lazily.
const projectConfigs = [
  'packages/domain/tsconfig.json',
  'packages/i18n/tsconfig.json',
  'apps/api/tsconfig.json',
  'apps/web/tsconfig.json',
];
for (const config of projectConfigs) {
  const configPath = path.join(root, config);
  if (programs.has(configPath)) continue;
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: reportDiagnostic,
    },
  );
  if (!parsed) continue;
  programs.set(
    configPath,
    ts.createProgram({
      rootNames: parsed.fileNames,
      options: parsed.options,
      projectReferences: parsed.projectReferences,
    }),
  );
}

// --- ESLint with those programs. ---
const held = new Set();
for (const program of programs.values()) {
  for (const file of program.getRootFileNames()) held.add(path.relative(root, file));
}
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [
    {
      files: [...held].filter((f) => /\.(ts|tsx|mts|cts)$/.test(f)),
      languageOptions: {
        parserOptions: { projectService: false, programs: [...programs.values()] },
      },
    },
  ],
});
// `eslint .` by default; file or folder names given on the command line narrow it (for checking).
const patterns = process.argv.slice(2);
const results = await eslint.lintFiles(patterns.length > 0 ? patterns : ['.']);
const errors = results.reduce((n, r) => n + r.errorCount + r.fatalErrorCount, 0);
const warnings = results.reduce((n, r) => n + r.warningCount, 0);
const formatter = await eslint.loadFormatter('stylish');
const text = await formatter.format(results);
if (text) console.log(text);
const lintOk = errors === 0 && warnings === 0;
console.log(
  `ESLint: ${results.length} files, ${errors} errors, ${warnings} warnings${lintOk ? '' : ' (FAILED: --max-warnings 0)'} (${since()})`,
);
process.exit(typesOk && lintOk ? 0 : 1);
