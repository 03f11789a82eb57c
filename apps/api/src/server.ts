import cluster from 'node:cluster';
import { buildApp } from './app.js';
import { ConfigError, exposureWarning, loadConfig, type AppConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedIfEmpty } from './seed/seed.js';
import { trackConnections } from './lib/idle-connections.js';

/** Seconds between restarts of a cluster worker that keeps dying, doubling up to a minute. */
const RESPAWN_FIRST_DELAY_MS = 1_000;
const RESPAWN_MAX_DELAY_MS = 60_000;

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/** Migrates the database and loads the demo catalogue into an empty one (once per start). */
async function prepareDatabase(config: AppConfig) {
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
  return database;
}

/**
 * WEB_CONCURRENCY > 1 (decision 020): this process migrates the database, then forks that many
 * server processes sharing the port (node:cluster hands connections round robin) and one
 * PostgreSQL. A worker that dies is replaced; SIGTERM stops them all gracefully.
 */
async function runPrimary(config: AppConfig) {
  const database = await prepareDatabase(config);
  await database.close();
  let stopping = false;
  let delay = RESPAWN_FIRST_DELAY_MS;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`Server process ${worker.process.pid} exited (${signal ?? code}); starting another in ${delay} ms.`);
    setTimeout(fork, delay).unref();
    delay = Math.min(delay * 2, RESPAWN_MAX_DELAY_MS);
  });
  // A worker that stays up a minute resets the back-off.
  cluster.on('listening', () => setTimeout(() => (delay = RESPAWN_FIRST_DELAY_MS), 60_000).unref());
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    for (const w of workers) w?.process.kill(signal);
    setTimeout(() => process.exit(1), config.shutdownTimeoutMs + 5_000).unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
    if (workers.length === 0) process.exit(0);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (let i = 0; i < config.webConcurrency; i++) fork();
  console.log(
    `Tikiti is starting ${config.webConcurrency} server processes (${config.processRole}) at ${config.publicUrl}`,
  );
}

/** One server process: open the database, build the app, listen, stop gracefully. */
async function runServer(config: AppConfig) {
  // Cluster workers find the database already migrated by the primary.
  const database = cluster.isWorker
    ? await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
    : await prepareDatabase(config);
  const app = await buildApp({ config, database, closeDatabase: true });
  // Graceful stop (docs/operations.md): /readyz turns 503 at once, the listener stops taking
  // connections, requests under way finish, pg-boss lets running jobs finish (or leaves them to be
  // retried), the database closes. A process that cannot finish within SHUTDOWN_TIMEOUT_SECONDS
  // exits anyway: whatever it had not committed is rolled back by PostgreSQL and retried by clients
  // with their idempotency keys.
  const connections = trackConnections(app.server);
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
    // Connections kept alive (or opened ahead of need) by browsers and proxies: close every one
    // with no request under way, now and as the others go idle (their answers carry
    // Connection: close, modules/system/operations.plugin.ts), so the process exits within seconds instead of
    // waiting out the keep-alive timeout.
    const reap = setInterval(() => connections.closeIdle(), 250);
    reap.unref();
    try {
      const closing = app.close();
      connections.closeIdle();
      await closing;
      clearInterval(reap);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  if (cluster.isWorker) return;
  const warning = exposureWarning(config);
  if (warning) console.warn(`Warning: ${warning}`);
  console.log(
    `Tikiti is running at ${config.publicUrl} (database: ${database.engine}${database.engine === 'pglite' ? ` in ${config.dataDir}` : ''}${config.processRole === 'all' ? '' : `, role: ${config.processRole}`})`,
  );
}

async function main() {
  const config = readConfig();
  if (config.webConcurrency > 1 && cluster.isPrimary) await runPrimary(config);
  else await runServer(config);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
