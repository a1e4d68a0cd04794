import { defaultStorage } from './adapters/index.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seed } from './db/seed/index.js';
import { tuneV8 } from './lib/v8-tuning.js';

/** Reads config, opens and migrates the database, seeds, listens, and shuts down gracefully. */
async function main() {
  tuneV8();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  for (const warning of config.warnings) {
    console.warn(`\n*** WARNING ***\n${warning}\n`);
  }

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const storage = defaultStorage(config);
  const { app, deps } = await buildApp({ config, database, storage });
  const log = (m: string) => app.log.info(m);

  await seed({
    db: database.db,
    storage,
    admin: config.admin,
    audioSeconds: config.seedAudioSeconds,
    log,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Once serving (a process that cannot take its port does nothing else): the mail worker,
  // and billing by the clock: renewal reminders, lapsed subscriptions (access checks compare dates
  // regardless) and, in local mode, the simulator's renewals.
  if (config.backgroundWork) await deps.jobs.start();
  else app.log.warn('BACKGROUND_WORK=off: no e-mail is sent and nothing falls due in this process');
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir}/db)`;
  app.log.info(`Sanarte listening on ${config.publicUrl} — ${config.mode} mode, database: ${where}`);
  if (config.mode === 'local') {
    if (!config.smtpUrl) app.log.info(`Development outbox: ${config.publicUrl}/dev/outbox`);
    if (config.admin.generated) {
      app.log.info(
        `Admin account: ${config.admin.email} / ${config.admin.password} (set ADMIN_EMAIL and ADMIN_PASSWORD to change it)`,
      );
    }
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
