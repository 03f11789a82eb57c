import { lazy, Suspense, useState, type ComponentProps, type ReactNode } from 'react';

const DialogShell = lazy(() => import('./dialog-shell').then((m) => ({ default: m.DialogShell })));

/**
 * Mounts `children` from the first time `open` is true on (so a dialog can animate closed): a
 * dialog's code is fetched when it first opens, not with the page (issue 26).
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** DialogShell whose code (the Radix dialog, focus trap and scroll lock) loads when it first opens. */
export function LazyDialogShell(props: ComponentProps<typeof DialogShell>) {
  return (
    <OnceOpened open={props.open}>
      <DialogShell {...props} />
    </OnceOpened>
  );
}
