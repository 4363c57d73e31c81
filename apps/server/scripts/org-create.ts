import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { createOrganisationWithAdmin } from '../src/modules/operators/index.ts';
import { openDatabase } from '../src/platform/db/client.ts';
import { migrateDatabase } from '../src/platform/db/migrate.ts';
import { withTenant } from '../src/platform/db/tenant.ts';

/** No organisation yet: the transaction starts outside any tenant and enters the new one. */
const PLATFORM_TENANT = '00000000-0000-0000-0000-000000000000';
import { createMailTransport } from '../src/platform/mail/transport.ts';

/**
 * `npm run org:create -- --slug acme --name "Acme Incubator" --admin-email ada@acme.org [--url https://acme.example.org]`
 * Creates an organisation on the configured database (DATABASE_URL, or the embedded one in COHORT_DATA_DIR) and
 * invites its first admin by e-mail. Run it while the server is stopped when using the embedded database.
 */
const { values } = parseArgs({
  options: {
    slug: { type: 'string' },
    name: { type: 'string' },
    'admin-email': { type: 'string' },
    'admin-first-name': { type: 'string' },
    'admin-last-name': { type: 'string' },
    url: { type: 'string' },
  },
});

const slugArgument = values.slug;
const nameArgument = values.name;
const adminEmail = values['admin-email'];
if (!slugArgument || !nameArgument || !adminEmail) {
  console.error(
    'Usage: npm run org:create -- --slug <slug> --name <name> --admin-email <e-mail> [--url <address of the organisation>]',
  );
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const transport = createMailTransport(config.smtpUrl);
try {
  await migrateDatabase(database);
  const effects: Array<() => void> = [];
  const result = await withTenant(database.db, PLATFORM_TENANT, (tx) =>
    createOrganisationWithAdmin(
      database,
      tx,
      { transport, fromAddress: config.mailFrom, afterCommit: (effect) => effects.push(effect) },
      {
        slug: slugArgument,
        name: nameArgument,
        adminEmail,
        adminFirstName: values['admin-first-name'],
        adminLastName: values['admin-last-name'],
      },
      (slug) => values.url ?? `http://${slug}.localhost:${config.port}`,
    ),
  );
  for (const effect of effects) effect();
  if (!result.ok) {
    console.error(`${result.field}: ${result.message}`);
    process.exitCode = 1;
  } else {
    const [mail] = await database.ownerQuery<{ text: string }>(
      'select text from email_messages where incubator_id = $1 and user_id = $2 order by created_at desc limit 1',
      [result.organisation.id, result.adminUserId],
    );
    const link = /https?:\/\/\S+acceptinvitation\S+/.exec(mail?.text ?? '')?.[0];
    console.log(`Created ${result.organisation.name} (${result.organisation.slug}).`);
    console.log(
      config.smtpUrl
        ? `The invitation was e-mailed to ${values['admin-email']}.`
        : `No SMTP_URL: the invitation is in the outbox. Its link: ${link ?? '(not found)'}`,
    );
    // Delivery runs after the commit; give it a moment before closing.
    await new Promise((resolve) => setTimeout(resolve, config.smtpUrl ? 2000 : 0));
  }
} finally {
  transport.close();
  await database.close();
}
