// npm run staff:create -- --email ada@alaafia.ng --role administrator [--role finance] [--name "Ada Obi"]
// Creates a back-office staff member in the database the app uses (DATABASE_URL, else PGlite in
// DATA_DIR: stop `npm start` first, PGlite has one writer, and a running server's folder is refused
// at once). Prints the first password, the TOTP
// secret (with its otpauth:// URI for an authenticator app) and 10 recovery codes, once: they are
// stored only as hashes or encrypted. This is how the first administrator is made (and a second
// one, who approves the first's grants); later staff are invited by an administrator in the back
// office (docs/operations.md, 'Back-office staff'). The action is in the audit log.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStaffBodySchema } from '@alaafia/domain';
import { createContext } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { commandLineActor } from '../modules/platform/access/index.js';
import { createStaffService } from '../modules/platform/access/index.js';

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string', multiple: true },
      name: { type: 'string' },
    },
  });
  const parsed = createStaffBodySchema.safeParse({
    email: values.email,
    name: values.name ?? values.email?.split('@')[0],
    roles: values.role ?? [],
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      console.error(`${issue.path.join('.')}: ${issue.message}`);
    console.error(
      'Usage: npm run staff:create -- --email someone@example.com --role administrator [--role finance] [--name "Full Name"]',
    );
    process.exit(64);
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    await database.migrate();
    const ctx = createContext(config, database);
    const created = await createStaffService(ctx).createWithCredentials(
      { email: parsed.data.email, name: parsed.data.name, roles: parsed.data.roles ?? [] },
      commandLineActor,
    );
    console.log(`Created staff member ${created.staff.email} (${created.staff.roles.join(', ')}).`);
    console.log('Give these to them over a trusted channel; they are not shown again.');
    console.log(`  password:        ${created.password}`);
    console.log(`  TOTP secret:     ${created.totp_secret}`);
    console.log(`  authenticator:   ${created.totp_uri}`);
    console.log('  recovery codes:');
    for (const code of created.recovery_codes) console.log(`    ${code}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
