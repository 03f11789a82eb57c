import { Spinner } from '@/components/ui/spinner';
import { authLinkClass } from './auth-shell';
import { T } from '../texts';

/** "0:42" for the resend countdown. */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * "Send a new code", or how long until that is allowed. Not a live region: the countdown changes
 * every second and would be read out each time; the result of a resend is announced by the form.
 */
export function ResendCode({
  pending,
  remaining,
  onResend,
}: {
  pending: boolean;
  remaining: number;
  onResend: () => void;
}) {
  return (
    <div className="mt-5 flex min-h-11 items-center justify-center text-center text-sm text-stone-600">
      {pending ? (
        <span className="inline-flex items-center gap-2">
          <Spinner className="size-4" label={T.controls.sendingNewCode} />
          {T.controls.sendingNewCodeBusy}
        </span>
      ) : remaining > 0 ? (
        <span data-testid="resend-countdown">
          {T.controls.askAgainIn}{' '}
          <span className="font-semibold tabular-nums text-stone-800">{formatCountdown(remaining)}</span>
        </span>
      ) : (
        <span>
          {T.controls.didntGetIt}{' '}
          <button type="button" onClick={onResend} className={`${authLinkClass} min-h-11`}>
            {T.controls.sendNewCode}
          </button>
        </span>
      )}
    </div>
  );
}
