import { TOUR_T, type TTourStepText } from '../tours.texts';
import type { TTourId } from './tours';

type TStepKey<Id extends TTourId> = keyof (typeof TOUR_T.steps)[Id] & string;

/**
 * Each tour's steps in the order they run, and what each points at: the `data-tour` attributes on
 * the host pages, first visible one wins (the sidebar on wide screens, the bottom bar on phones).
 * A step whose anchors are all missing (the door before an event is chosen, a new event with
 * nothing to check yet) is shown in the middle of the screen instead.
 */
const STEPS: { [Id in TTourId]: [TStepKey<Id>, string[]][] } = {
  dashboard: [
    ['figures', ['dashboard-figures']],
    ['sales', ['dashboard-sales']],
    ['upcoming', ['dashboard-upcoming']],
    ['orders', ['dashboard-orders']],
    ['menu', ['host-sidebar-nav', 'host-bottom-nav']],
  ],
  'create-event': [
    ['basics', ['event-basics']],
    ['when', ['event-when']],
    ['where', ['event-where']],
    ['tickets', ['event-tickets']],
    ['checks', ['event-publish-checks', 'event-actions']],
    ['publish', ['event-actions']],
  ],
  'check-in': [
    ['scan', ['door-scan', 'door-events']],
    ['manual', ['door-manual']],
    ['offline', ['door-offline']],
  ],
};

export interface TTourStep extends TTourStepText {
  anchors: string[];
}

/** A tour's steps in the active language. */
export function tourSteps(id: TTourId): TTourStep[] {
  const texts = TOUR_T.steps[id] as Record<string, TTourStepText>;
  return (STEPS[id] as [string, string[]][]).map(([key, anchors]) => ({
    title: texts[key]!.title,
    text: texts[key]!.text,
    anchors,
  }));
}
