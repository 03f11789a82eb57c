import * as Dialog from 'radix-ui/dialog';
import { createContext, useCallback, useContext, useId, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TAdminMe } from '@tribe/contracts';
import { ApiError } from '@/lib/api-client';
import { adminMeQueryKey, adminSend, needsReauth } from '../api/admin-api';
import { ADMIN_TEXT as T } from '../texts';
import { DialogActions } from '@/components/form/dialog-actions';

type Run = <R>(action: () => Promise<R>) => Promise<R>;
const ReauthContext = createContext<Run | null>(null);

/**
 * `run(action)`: performs a money action; when the server answers `reauth_required`, asks for a
 * fresh authenticator code, then performs it once more. Cancelling rejects with the first error.
 */
export function useReauth(): { run: Run } {
  const run = useContext(ReauthContext);
  if (!run) throw new Error('useReauth is used outside ReauthProvider');
  return { run };
}

export function ReauthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pending = useRef<{ resolve: () => void; reject: () => void } | null>(null);
  const id = useId();

  const askForCode = useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        pending.current = { resolve, reject };
        setCode('');
        setError(null);
        setOpen(true);
      }),
    [],
  );

  const run = useCallback<Run>(
    async (action) => {
      try {
        return await action();
      } catch (err) {
        if (!needsReauth(err)) throw err;
        await askForCode().catch(() => {
          throw err;
        });
        return action();
      }
    },
    [askForCode],
  );

  const submit = async () => {
    setBusy(true);
    try {
      const me = await adminSend<TAdminMe>('POST', '/auth/reauth', { code: code.trim() });
      queryClient.setQueryData(adminMeQueryKey, me);
      setOpen(false);
      pending.current?.resolve();
      pending.current = null;
    } catch (err) {
      // The server's words when it has them (a used code, too many tries); else the usual one.
      setError(err instanceof ApiError && err.status !== 400 && err.serverMessage ? err.serverMessage : T.reauthWrong);
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  const close = (next: boolean) => {
    if (next) return;
    setOpen(false);
    pending.current?.reject();
    pending.current = null;
  };

  return (
    <ReauthContext.Provider value={run}>
      {children}
      <Dialog.Root open={open} onOpenChange={close}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/40" />
          <Dialog.Content className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-sm rounded-2xl bg-white p-6 shadow-2xl outline-none sm:bottom-auto sm:top-1/3">
            <Dialog.Title className="text-lg font-bold text-stone-900">{T.reauthTitle}</Dialog.Title>
            <Dialog.Description className="mt-2 text-stone-700">{T.reauthText}</Dialog.Description>
            <form
              className="mt-4"
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
            >
              <label htmlFor={id} className="text-sm font-semibold text-stone-800">
                {T.reauthCode}
              </label>
              <input
                id={id}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="\d{6}"
                required
                autoFocus
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className="mt-1 block h-12 w-full rounded-xl border border-stone-300 px-3 text-center text-2xl tracking-[0.4em] outline-none focus:border-orange-600 focus:ring-2 focus:ring-orange-600/25"
              />
              {error && (
                <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
                  {error}
                </p>
              )}
              <DialogActions
                className="mt-6"
                cancelLabel={T.reauthCancel}
                onCancel={() => close(false)}
                submitLabel={T.reauthConfirm}
                submitDisabled={busy || code.length !== 6}
                submitClassName="disabled:opacity-60"
              />
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </ReauthContext.Provider>
  );
}
