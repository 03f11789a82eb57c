import { CheckCircle2, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from '@/lib/router';
import { Button, buttonClass } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth';
import { codeOf, statusOf } from '@/lib/host-api';
import { useJoinTeam } from '../api/team';
import { joinErrorText, T } from '../texts';
import { homeFor } from './host-nav';

/**
 * /host/team/join?token=…: accepts a team invitation. Outside the host shell (the person is on
 * no team yet). Signed out, it links to sign-in (and sign-up) with a way back here; the server
 * checks that the signed-in address is the invited one.
 */
export function TeamJoinPage({ brand }: { brand: ReactNode }) {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { data: user, isPending } = useUser();
  const join = useJoinTeam();
  if (isPending) return <PageSpinner />;
  const returnTo = encodeURIComponent(`/host/team/join?token=${encodeURIComponent(token)}`);
  const error = join.error
    ? (joinErrorText(codeOf(join.error)) ?? (statusOf(join.error) === 0 ? T.errors.network : T.errors.generic))
    : null;

  return (
    <div className="min-h-dvh bg-stone-50">
      <title>{`${T.joinTitle} · ${T.brandSuffix}`}</title>
      <header className="flex h-14 items-center border-b border-stone-200 bg-white px-4">{brand}</header>
      <main className="px-4 py-10">
        <div className="mx-auto max-w-md rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm sm:p-8">
          {join.data ? (
            <>
              <CheckCircle2 aria-hidden="true" className="mx-auto size-10 text-emerald-700" />
              <h1 className="mt-3 text-xl font-bold text-stone-900">
                {T.joined(join.data.active.vendorName, join.data.active.role)}
              </h1>
              <p className="mt-1 text-stone-600">{T.joinedText}</p>
              <Link to={homeFor(join.data.active.role)} className={buttonClass('primary', 'md', 'mt-6')}>
                {T.openHostArea}
              </Link>
            </>
          ) : (
            <>
              <UserPlus aria-hidden="true" className="mx-auto size-10 text-orange-700" />
              <h1 className="mt-3 text-xl font-bold text-stone-900">{T.joinTitle}</h1>
              {!token ? (
                <p role="alert" className="mt-2 text-stone-700">
                  {T.joinNoToken}
                </p>
              ) : !user ? (
                <>
                  <p className="mt-1 text-stone-600">{T.joinSignInText}</p>
                  <div className="mt-6 flex flex-col gap-2">
                    <Link to={`/auth/signin?returnTo=${returnTo}`} className={buttonClass('primary', 'md')}>
                      {T.signIn}
                    </Link>
                    <Link to={`/auth/signup?returnTo=${returnTo}`} className={buttonClass('outline', 'md')}>
                      {T.signUp}
                    </Link>
                  </div>
                </>
              ) : (
                <>
                  <p className="mt-1 text-stone-600">{T.joinText}</p>
                  {error && (
                    <p role="alert" className="mt-4 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
                      {error}
                    </p>
                  )}
                  <Button className="mt-6 w-full" onClick={() => join.mutate(token)} disabled={join.isPending}>
                    {join.isPending ? T.accepting : T.acceptInvite}
                  </Button>
                </>
              )}
            </>
          )}
        </div>
      </main>
    </div>
  );
}
