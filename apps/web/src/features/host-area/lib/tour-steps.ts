import { TOUR_T, type TTourStepText } from '../tours.texts';
import type { TTourId } from './tours';

/**
 * What each step of each tour points at: the `data-tour` attributes on the host pages, first
 * visible one wins (the sidebar on wide screens, the bottom bar on phones). A step whose anchors
 * are all missing (the door before an event is chosen, a new event with nothing to check yet) is
 * shown in the middle of the screen instead.
 */
const ANCHORS: Record<TTourId, string[][]> = {
  dashboard: [
    ['dashboard-figures'],
    ['dashboard-sales'],
    ['dashboard-upcoming'],
    ['dashboard-orders'],
    ['host-sidebar-nav', 'host-bottom-nav'],
  ],
  'create-event': [
    ['event-basics'],
    ['event-when'],
    ['event-where'],
    ['event-tickets'],
    ['event-publish-checks', 'event-actions'],
    ['event-actions'],
  ],
  'check-in': [['door-scan', 'door-events'], ['door-manual'], ['door-offline']],
};

export interface TTourStep extends TTourStepText {
  anchors: string[];
}

export function tourSteps(id: TTourId): TTourStep[] {
  return TOUR_T.steps[id].map((s, i) => ({ ...s, anchors: ANCHORS[id][i] ?? [] }));
}
