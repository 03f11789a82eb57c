import en from '../../locales/en/admin-audit.json' with { type: 'json' };
import sw from '../../locales/sw/admin-audit.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';

const AUDIT_MESSAGES = defineMessages('admin-audit', en, sw);

/** What the audit log's answers say, in the request's language; words in `locales/<language>/admin-audit.json`. */
export const ADMIN_AUDIT_TEXT = inRequestLanguage(AUDIT_MESSAGES);

/**
 * The audit log's CSV export's header, in English in every language (read by spreadsheets,
 * decision 026); its words are the files' `csvHeader`.
 */
export const ADMIN_AUDIT_CSV_HEADER = Object.values(AUDIT_MESSAGES('en').csvHeader);
