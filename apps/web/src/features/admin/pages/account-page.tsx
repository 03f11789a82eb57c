import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { adminSend } from '../api/admin-api';
import { adminAccountKey, useAdminAccount } from '../api/admin-d-api';
import { LoadError, LoadingRows, PageHeading, Panel } from '@/components/page/page-states';
import { RecoveryCodes } from '../components/recovery-codes';
import { adminDateTime } from '../dates';
import { Facts } from '../components/admin-ui';
import { ADMIN_TEXT as T } from '../texts';
import { SIGN_IN_TEXT as S } from '../texts-sign-in';

const when = (iso: string | null) => (iso ? adminDateTime(iso) : '—');

/** /admin/account (docs/admin.md): who you are, and new recovery codes confirmed with a code. */
export function AdminAccountPage() {
  const account = useAdminAccount();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const regenerate = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const r = await adminSend<{ recoveryCodes: string[] }>('POST', '/account/recovery-codes', { code });
      setCodes(r.recoveryCodes);
      setCode('');
      void queryClient.invalidateQueries({ queryKey: adminAccountKey });
    } catch (err) {
      setError(err instanceof ApiError ? (err.serverMessage ?? T.actionFailed) : T.actionFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeading title={T.pages.account} />
      {account.isPending ? (
        <LoadingRows rows={3} />
      ) : account.error ? (
        <LoadError onRetry={() => void account.refetch()} />
      ) : (
        <div className="grid gap-5 lg:grid-cols-2">
          <Panel>
            <Facts
              className="grid gap-4 text-[15px]"
              spaced
              items={[
                [S.account.name, account.data.name],
                [S.account.email, account.data.email],
                [S.account.enrolled, when(account.data.enrolledAt)],
                [S.account.lastSignIn, when(account.data.lastSignInAt)],
              ]}
            />
          </Panel>
          <Panel title={S.account.recoveryTitle}>
            <p className="text-stone-800">{S.account.recoveryLeft(account.data.recoveryCodesLeft)}</p>
            {account.data.recoveryCodesLeft < 3 && (
              <p className="mt-1 text-sm font-semibold text-amber-800">{S.account.recoveryLow}</p>
            )}
            {codes ? (
              <div className="mt-4">
                <p className="mb-3 text-sm text-stone-700">{S.codes.lead}</p>
                <RecoveryCodes codes={codes} email={account.data.email} />
                <button
                  type="button"
                  className={buttonClass('primary', 'md', 'mt-4 w-full')}
                  onClick={() => setCodes(null)}
                >
                  {S.account.done}
                </button>
              </div>
            ) : (
              <form onSubmit={regenerate} className="mt-4">
                <p className="text-sm text-stone-600">{S.account.regenerateLead}</p>
                <label htmlFor={id} className="mt-3 block text-sm font-semibold text-stone-800">
                  {S.login.code}
                </label>
                <input
                  id={id}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="\d{6}"
                  required
                  value={code}
                  aria-invalid={error ? true : undefined}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
                  className="mt-1 block h-12 w-full rounded-xl border border-stone-300 px-3 text-center text-2xl tracking-[0.4em] outline-none focus:border-orange-600 focus:ring-2 focus:ring-orange-600/25"
                />
                {error && (
                  <p role="alert" className="mt-2 text-sm text-red-700">
                    {error}
                  </p>
                )}
                <button
                  type="submit"
                  disabled={busy || code.length !== 6}
                  className={buttonClass('primary', 'md', 'mt-4 w-full disabled:opacity-60')}
                >
                  {busy ? S.account.regenerating : S.account.regenerate}
                </button>
              </form>
            )}
          </Panel>
        </div>
      )}
    </>
  );
}
