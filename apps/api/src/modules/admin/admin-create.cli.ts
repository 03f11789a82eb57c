import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { createAdminAccount } from './admin-auth.service.js';
import { ADMIN_CLI_TEXT as T } from './admin-auth.texts.js';

/**
 * `npm run admin:create -- --email … --name …`: a new admin account. The password comes from
 * ADMIN_PASSWORD, else from a prompt that does not echo it. The admin enrols an authenticator
 * app at first sign-in.
 */

/** Reads a line from the terminal without showing it. */
async function promptHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  if (!stdin.isTTY) {
    // Piped: the first line of standard input.
    let data = '';
    for await (const chunk of stdin) {
      data += String(chunk);
      if (data.includes('\n')) break;
    }
    stdout.write('\n');
    return data.split(/\r?\n/)[0] ?? '';
  }
  return new Promise((resolve) => {
    let value = '';
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const onData = (ch: string) => {
      if (ch === '\r' || ch === '\n' || ch === '\u0004') {
        stdin.setRawMode(false);
        stdin.pause();
        stdin.off('data', onData);
        stdout.write('\n');
        resolve(value);
      } else if (ch === '\u0003') {
        stdout.write('\n');
        process.exit(130);
      } else if (ch === '\u007f') value = value.slice(0, -1);
      else value += ch;
    };
    stdin.on('data', onData);
  });
}

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' } },
  strict: false,
});
const email = typeof values.email === 'string' ? values.email : '';
const name = typeof values.name === 'string' ? values.name : '';
if (!email || !name) {
  console.error(T.cliUsage);
  process.exit(2);
}
const password = process.env.ADMIN_PASSWORD ?? (await promptHidden(T.cliPasswordPrompt));

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const admin = await createAdminAccount(database.db, { email, name, password });
  console.log(T.cliCreated(admin.email));
} catch (err) {
  if (!(err instanceof AppError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
