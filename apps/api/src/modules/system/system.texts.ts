/** What the operations routes say to people (kept in one place for translation later). */
export const SYSTEM_TEXTS = {
  busy: 'The server is very busy right now. Please try again in a few seconds.',
  metricsForbidden: 'Metrics need the operator token (Authorization: Bearer <METRICS_TOKEN>).',
} as const;
