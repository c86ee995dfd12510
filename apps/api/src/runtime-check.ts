/**
 * The Node.js line the project runs on (issue 13): the `node` package in the root package.json
 * brings it with `npm install`, and npm puts it first on the PATH of every script. Started some other
 * way on an older Node (say `node apps/api/dist/server.js` on a machine's Node 20), the process stops
 * here with a clear message instead of failing later on something the older runtime lacks.
 * Imported first by every entry point; `runtime-check.test.ts` keeps this, `engines`, `.nvmrc` and
 * the `node` dependency on one version.
 */
export const REQUIRED_NODE_MAJOR = 26;

export function runtimeProblem(version: string = process.versions.node): string | null {
  const major = Number(version.split('.')[0]);
  if (Number.isInteger(major) && major >= REQUIRED_NODE_MAJOR) return null;
  return (
    `Alaafia needs Node.js ${REQUIRED_NODE_MAJOR} or newer; this is Node.js ${version}. ` +
    'Run it through npm (`npm start`, `npm run worker`), which uses the Node.js that `npm install` ' +
    'put in node_modules, or install Node.js ' +
    `${REQUIRED_NODE_MAJOR} (see .nvmrc).`
  );
}

const problem = runtimeProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}
