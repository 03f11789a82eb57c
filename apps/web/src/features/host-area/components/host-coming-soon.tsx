import { Construction } from 'lucide-react';
import { EmptyState } from './page-states';
import { T } from '../texts';

/** A host page not built yet: inside the shell, so the menu still leads everywhere else. */
export function HostComingSoon({ title }: { title: string }) {
  return (
    <EmptyState
      icon={<Construction aria-hidden="true" className="size-7" />}
      title={`${title}: ${T.comingSoon.toLowerCase()}`}
      text={T.comingSoonText}
    />
  );
}
