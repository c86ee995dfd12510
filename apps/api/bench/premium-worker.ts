// One premium-collection worker process for bench/premiums.ts (issue 29): its own Node process, its
// own application context and pool on the bench's PostgreSQL database, as `npm run worker` is in
// production. It runs the real hourly collection (collectDuePremiums, up to 500 policies a call)
// until nothing is due, and reports how many it renewed to its parent over IPC. It says 'ready' once
// loaded and connected, and starts on 'go', so its start-up is not timed.
import { createContext } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { collectDuePremiums } from '../src/modules/sales/billing/renewals.js';

interface Start {
  env: Record<string, string>;
  url: string;
  now: string;
}

process.once('message', (message: Start) => {
  void (async () => {
    const config = loadConfig(message.env);
    const database = await openDatabase({ kind: 'postgres', url: message.url });
    const now = () => new Date(message.now);
    const ctx = createContext(config, database, { now });
    await new Promise<void>((go) => {
      process.once('message', () => go());
      process.send!({ kind: 'ready', renewed: 0 });
    });
    let renewed = 0;
    let calls = 0;
    for (;;) {
      const round = await collectDuePremiums(ctx);
      renewed += round.renewed;
      calls += 1;
      process.send!({ kind: 'progress', renewed });
      if (round.charged === 0 || round.renewed === 0) break;
    }
    await database.close();
    process.send!({ kind: 'done', renewed, calls }, () => process.exit(0));
  })().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
});
