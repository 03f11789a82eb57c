import en from '../../locales/en/admin-audit.json' with { type: 'json' };
import sw from '../../locales/sw/admin-audit.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';

/** What the audit log's answers say, in the request's language; words in `locales/<language>/admin-audit.json`. */
export const ADMIN_AUDIT_TEXT = inRequestLanguage(defineMessages('admin-audit', en, sw));

/** The audit log's CSV export, in English in every language (read by spreadsheets, decision 026). */
export const ADMIN_AUDIT_CSV_HEADER = [
  'Id',
  'When (UTC)',
  'Actor kind',
  'Actor',
  'Host id',
  'Host',
  'Action',
  'Subject',
  'Subject id',
  'Details',
  'Request id',
] as const;
