/** What the audit log's export says (translatable). */
export const ADMIN_AUDIT_TEXT = {
  csvHeader: [
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
  ],
  badRange: 'The “from” date must be before the “to” date.',
} as const;
