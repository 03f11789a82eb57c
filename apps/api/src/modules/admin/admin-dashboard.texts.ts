import en from '../../locales/en/admin-dashboard.json' with { type: 'json' };
import sw from '../../locales/sw/admin-dashboard.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';

/** What the admin dashboard API says about the period asked for, in the request's language; words in `locales/<language>/admin-dashboard.json`. */
export const ADMIN_DASHBOARD_TEXT = inRequestLanguage(defineMessages('admin-dashboard', en, sw));
