import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { isEmpty, resetDatabase, seedCatalogue } from './seed.js';

/**
 * `npm run db:seed`: loads the demo catalogue into an empty database.
 * `npm run db:seed -- --reset` empties the database first (refused in production).
 */
const config = loadConfig();
const reset = process.argv.includes('--reset');
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  if (reset) {
    if (config.env === 'production') throw new Error('Refusing to --reset a production database.');
    await resetDatabase(database.db);
  }
  if (!(await isEmpty(database.db))) {
    console.log('The database already has data; nothing loaded. Use `npm run db:seed -- --reset` to start over.');
  } else {
    const r = await seedCatalogue(database.db, {
      demoAccounts: config.env !== 'production',
      demoSales: config.env !== 'production',
      publicUrl: config.publicUrl,
    });
    console.log(
      `Loaded ${r.events} events${config.env !== 'production' ? ' and the demo accounts' : ''} (${database.engine}).`,
    );
  }
} finally {
  await database.close();
}
