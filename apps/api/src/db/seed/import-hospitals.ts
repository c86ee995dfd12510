// npm run import:hospitals -- network.csv [--dry-run]
// Loads a real hospital network (CSV: code,name,address,city,state) into the database the app uses
// (DATABASE_URL, else PGlite in DATA_DIR: stop `npm start` first, PGlite has one writer). Rows are
// keyed by code: a second import updates them. Bad rows are listed with their line and skipped.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../client.js';
import { parseHospitalsCsv } from './parse-hospitals-csv.js';
import { seedReferenceData, upsertHospitals } from './seed.js';
import stateData from './data/states.json' with { type: 'json' };

async function main() {
  const args = process.argv.slice(2);
  const dryRun = args.includes('--dry-run');
  const fileArg = args.find((a) => !a.startsWith('--'));
  if (!fileArg) {
    console.error('Usage: npm run import:hospitals -- network.csv [--dry-run]');
    process.exit(64);
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), fileArg);
  if (!fs.existsSync(file)) {
    console.error(`No such file: ${file}`);
    process.exit(66);
  }
  const { rows, errors } = parseHospitalsCsv(fs.readFileSync(file, 'utf8'), stateData);
  for (const e of errors) console.error(`line ${e.line}: ${e.message}`);
  console.log(`${rows.length} hospitals read, ${errors.length} rows rejected.`);
  if (dryRun || rows.length === 0) process.exit(errors.length > 0 ? 2 : 0);

  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    await upsertHospitals(database.db, rows, false);
    console.log(`Imported ${rows.length} hospitals into ${database.kind}.`);
  } finally {
    await database.close();
  }
  process.exit(errors.length > 0 ? 2 : 0);
}

main().catch((error: unknown) => {
  console.error('Import failed:', error);
  process.exit(1);
});
