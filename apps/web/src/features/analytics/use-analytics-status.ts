import { useSyncExternalStore } from 'react';
import { analyticsStore, type TAnalyticsStatus } from './analytics';

/** Live analytics status for the debug pages. */
export function useAnalyticsStatus(): TAnalyticsStatus {
  return useSyncExternalStore(analyticsStore.subscribe, analyticsStore.get, analyticsStore.get);
}
