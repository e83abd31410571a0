// `npm run admin:create -- --email E --password P --name N`: creates the shop's owner account, or promotes
// an existing account to owner and sets its password. No owner exists until someone runs this; the owner then invites the rest of the staff from the admin panel's Staff tab.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { EmailSchema, NameSchema, PasswordSchema } from '@phoolwari/contracts';
import { loadConfig } from '@phoolwari/api/config';
import { openDatabase } from '@phoolwari/api/db/client';
import { createOrPromoteAdmin } from '@phoolwari/api/modules/auth/service';

const ArgsSchema = z.object({ email: EmailSchema, password: PasswordSchema, name: NameSchema });
const USAGE = 'Usage: npm run admin:create -- --email owner@example.in --password "a long secret" --name "Shop Owner"';

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } } });
  const parsed = ArgsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(`${parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n')}\n${USAGE}`);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db') });
  try {
    await database.migrate();
    const { user, created } = await createOrPromoteAdmin(database.db, parsed.data);
    console.log(`${created ? 'Created' : 'Promoted'} owner ${user.email} (${user.name}). Sign in at /admin-login.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
