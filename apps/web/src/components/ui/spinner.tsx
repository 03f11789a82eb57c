import { cn } from '@/lib/cn';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span
      role="status"
      aria-label={label}
      className={cn(
        'inline-block size-6 animate-spin rounded-full border-2 border-current border-r-transparent text-orange-700',
        className,
      )}
    />
  );
}

/** Shown while a lazily loaded page arrives. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" data-testid="page-spinner">
      <Spinner className="size-8" />
    </div>
  );
}
