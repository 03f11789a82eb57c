import { localized } from '../../lib/translated.js';

/** What the operations routes say to people, in the request's language. */
export const SYSTEM_TEXTS = localized(
  {
    busy: 'The server is very busy right now. Please try again in a few seconds.',
    metricsForbidden: 'Metrics need the operator token (Authorization: Bearer <METRICS_TOKEN>).',
  } as const,
  {
    busy: 'Seva ina shughuli nyingi sana sasa hivi. Tafadhali jaribu tena baada ya sekunde chache.',
    metricsForbidden: 'Takwimu zinahitaji tokeni ya mwendeshaji (Authorization: Bearer <METRICS_TOKEN>).',
  },
);
