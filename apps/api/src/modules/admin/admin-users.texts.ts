import en from '../../locales/en/admin-users.json' with { type: 'json' };
import sw from '../../locales/sw/admin-users.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';

/** What the admin area's users actions say, in the request's language; words in `locales/<language>/admin-users.json`. */
export const ADMIN_USERS_TEXT = inRequestLanguage(defineMessages('admin-users', en, sw));
