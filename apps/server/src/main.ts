import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DEMO_ORGANISATIONS, demoEmail, seedDemo } from './demo/seed.ts';
import { openDatabase } from './platform/db/client.ts';
import { createLocalStorage } from './platform/storage/index.ts';
import { migrateDatabase } from './platform/db/migrate.ts';

const SHUTDOWN_DEADLINE_MS = 10_000;

async function main() {
  const started = performance.now();
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  if (config.seedDemo) {
    const { created } = await seedDemo(database, config.demoPassword, createLocalStorage(config.storageDir));
    printDemoLogins(created.length > 0, config.demoPassword, config.port);
  }
  const app = await buildApp(config, database);
  await app.fastify.listen({ port: config.port, host: config.host });
  if (!config.smtpUrl) {
    console.log(
      `No SMTP_URL: e-mails are not sent but kept in each organisation's outbox; admins read them at http://localhost:${config.port}/emails/outbox`,
    );
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(
    `Cohort is ready on http://localhost:${config.port} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'}) in ${seconds} s`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing in-flight requests`);
    const deadline = setTimeout(() => {
      console.error('Shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    try {
      await app.close();
      await database.close();
      console.log('Cohort stopped');
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed', error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

function printDemoLogins(created: boolean, password: string, port: number) {
  const lines = [created ? 'Demo organisations created:' : 'Demo organisations:'];
  for (const organisation of DEMO_ORGANISATIONS) {
    const address =
      organisation.slug === 'demo' ? `http://localhost:${port}` : `http://${organisation.slug}.localhost:${port}`;
    lines.push(
      `  ${organisation.name}: ${address}  (e.g. ${demoEmail('Admin', organisation.slug)}, ${demoEmail('Cofounder', organisation.slug)})`,
    );
  }
  lines.push(`  Every demo user is <roletype>@<org>.cohort.test with the password ${password}`);
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error('Cohort failed to start:', error);
  process.exit(1);
});
