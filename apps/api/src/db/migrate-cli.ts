import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL or the embedded database. */
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
console.log(`Migrations applied (${database.engine}).`);
await database.close();
