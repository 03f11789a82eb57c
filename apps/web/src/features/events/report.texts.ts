import type { TEventReportReason } from '@tribe/contracts';
import { DT } from './dialogs.texts';

/** The words of "Report this event"'s dialog; they are in event-dialogs.json ("report"). */
export const REPORT_TEXT = DT.report;

// Every report reason has its words.
REPORT_TEXT.reasons satisfies Record<TEventReportReason, string>;
