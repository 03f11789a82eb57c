import { DEMO_ACCOUNTS } from '../../seed/seed.js';
import { ADMIN_CLI_TEXT as T } from './admin-auth.texts.js';
import { totpCode } from './totp.js';

/**
 * `npm run admin:code`: the demo admin's current authenticator code (from the README's fixed
 * demo secret), so a demo needs no phone. Refused in production, where there is no demo admin.
 */
// Read straight from the environment: production's other settings need not be present to refuse.
if (process.env.NODE_ENV === 'production') {
  console.error(T.cliCodeRefused);
  process.exit(1);
}
const now = new Date();
const seconds = 30 - (Math.floor(now.getTime() / 1000) % 30);
console.log(
  T.cliCode({ code: totpCode(DEMO_ACCOUNTS.admin.totpSecret, now), email: DEMO_ACCOUNTS.admin.email, seconds }),
);
