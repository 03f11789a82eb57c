import { AlertTriangle } from 'lucide-react';
import { EmptyState } from '@/components/page/page-states';
import { T } from '../texts';

/** An event of the host's that is not there (deleted, another host's, a wrong address). */
export function EventNotFound() {
  return (
    <EmptyState
      icon={<AlertTriangle aria-hidden="true" className="size-7" />}
      title={T.eventNotFound}
      text={T.eventNotFoundText}
      action={{ to: '/host/events', label: T.backToEvents }}
    />
  );
}
