// npm run bench:cluster (issue 29, part 3): the scaled-out deployment of docs/operations.md, two of
// its processes killed mid-work (bench/cluster-run.ts says what it starts, kills and checks).
// BENCH_CLUSTER_PURCHASES (200) customers buy at once while the workers collect
// BENCH_CLUSTER_PREMIUMS (2000) premiums; BENCH_CLUSTER_DEADLINE_SECONDS (1800) bounds the run;
// BENCH_CLUSTER_API_DIST runs a build of the API elsewhere (otherwise the repository's, built if
// changed). Prints the checks and the last line
// `cluster: 3 web + 2 workers, 2 killed, 200 purchases, 2000 premiums, lost 0, duplicated 0`;
// exits 1 when anything was lost or duplicated, or a check could not finish. npm test runs a small
// version of the same run (test/cluster.test.ts).
import { runCluster } from './cluster-run.js';

runCluster({
  purchases: Number(process.env.BENCH_CLUSTER_PURCHASES ?? 200),
  premiums: Number(process.env.BENCH_CLUSTER_PREMIUMS ?? 2000),
  deadlineMs: Number(process.env.BENCH_CLUSTER_DEADLINE_SECONDS ?? 1800) * 1000,
  apiDist: process.env.BENCH_CLUSTER_API_DIST,
  log: (line) => console.error(`[cluster ${new Date().toISOString().slice(11, 19)}] ${line}`),
}).then(
  (result) => {
    for (const line of result.report) console.log(line);
    process.exit(result.lost === 0 && result.duplicated === 0 && result.killed === 2 ? 0 : 1);
  },
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
