import { localized, type Widen } from '../../lib/translated.js';

/** What the audit log's answers say, in the request's language. */
const EN = {
  badRange: 'The “from” date must be before the “to” date.',
} as const;

const SW: Widen<typeof EN> = {
  badRange: 'Tarehe ya “kuanzia” lazima iwe kabla ya tarehe ya “hadi”.',
};

export const ADMIN_AUDIT_TEXT = localized(EN, SW);

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
