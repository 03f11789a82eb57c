import { buildApp } from './app.js';
import { ConfigError, exposureWarning, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedIfEmpty } from './db/seed/seed.js';

/** Starts the server: validate settings, open and migrate the database, seed demo data, listen. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  if (config.demoData) {
    const seeded = await seedIfEmpty(database.db, {
      demoAccounts: config.env !== 'production',
      demoSales: config.env !== 'production',
      publicUrl: config.publicUrl,
    });
    if (seeded) console.log(`Loaded the demo catalogue: ${seeded.events} events.`);
  }
  const app = await buildApp({ config, database, closeDatabase: true });
  // Graceful stop (docs/operations.md): /readyz turns 503 at once, the listener stops taking
  // connections, requests under way finish, pg-boss lets running jobs finish (or leaves them to be
  // retried), the database closes. A process that cannot finish within SHUTDOWN_TIMEOUT_SECONDS
  // exits anyway: whatever it had not committed is rolled back by PostgreSQL and retried by clients
  // with their idempotency keys.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    app.startDraining();
    const force = setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const warning = exposureWarning(config);
  if (warning) console.warn(`Warning: ${warning}`);
  console.log(
    `Tikiti is running at ${config.publicUrl} (database: ${database.engine}${database.engine === 'pglite' ? ` in ${config.dataDir}` : ''})`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
