import type { TEventReportReason } from '@tribe/contracts';
import { T } from './texts';

/** "Report this event" and the page of an event taken down; its words are in event.json ("report"). */
export const REPORT_TEXT = T.report;

// Every report reason has its words.
REPORT_TEXT.reasons satisfies Record<TEventReportReason, string>;
