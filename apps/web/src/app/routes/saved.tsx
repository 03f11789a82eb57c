import { SavedEventsPage } from '@/features/discovery/components/saved/saved-events-page';

export default function SavedRoute() {
  return <SavedEventsPage />;
}
