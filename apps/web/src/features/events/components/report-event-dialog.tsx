import { EVENT_REPORT_REASONS, type TEventReportReason } from '@tribe/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { bound, Field, FormAlert, TextAreaField } from '@/components/form/fields';
import { ApiError } from '@/lib/api-client';
import { reportEvent, ZEventReportRequest } from '../api/report-event';
import { REPORT_TEXT as T } from '../report.texts';
import { DialogShell } from './dialog-shell';

/**
 * "Report this event" (a lazy chunk: the page loads it on the first click). A reason from the
 * list, optional details and email; the server throttles per device and address.
 */
export default function ReportEventDialog({
  eventId,
  open,
  onOpenChange,
}: {
  eventId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [reason, setReason] = useState<TEventReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason) return;
    const parsed = ZEventReportRequest.safeParse({ reason, details: details || undefined, email: email || undefined });
    if (!parsed.success) {
      setEmailError(T.emailInvalid);
      return;
    }
    setEmailError(undefined);
    setError(undefined);
    setSending(true);
    try {
      await reportEvent(eventId, parsed.data);
      setSent(true);
    } catch (err) {
      setError(
        err instanceof ApiError && err.status === 429 && err.retryAfter
          ? T.tooMany(err.retryAfter)
          : err instanceof ApiError && err.serverMessage && err.status < 500
            ? err.serverMessage
            : T.failed,
      );
    } finally {
      setSending(false);
    }
  };

  if (sent)
    return (
      <DialogShell
        open={open}
        onOpenChange={onOpenChange}
        title={T.sentTitle}
        footer={
          <Button className="w-full" onClick={() => onOpenChange(false)}>
            {T.close}
          </Button>
        }
      >
        <p role="status" className="text-stone-700">
          {T.sentText}
        </p>
      </DialogShell>
    );

  return (
    <DialogShell open={open} onOpenChange={onOpenChange} title={T.title} description={T.description}>
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <fieldset>
          <legend className="text-sm font-semibold text-stone-800">{T.reasonLabel}</legend>
          <div className="mt-2 grid gap-2">
            {EVENT_REPORT_REASONS.map((r) => (
              <label
                key={r}
                className="flex cursor-pointer items-center gap-3 rounded-xl border border-stone-200 px-3.5 py-3 text-stone-800 has-[:checked]:border-orange-600 has-[:checked]:bg-orange-50"
              >
                <input
                  type="radio"
                  name="reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                  className="size-4 accent-orange-700"
                />
                {T.reasons[r]}
              </label>
            ))}
          </div>
        </fieldset>
        <TextAreaField label={T.detailsLabel} hint={T.detailsHint} maxLength={1000} {...bound(details, setDetails)} />
        <Field
          label={T.emailLabel}
          hint={T.emailHint}
          type="email"
          autoComplete="email"
          error={emailError}
          {...bound(email, setEmail)}
        />
        <FormAlert>{error}</FormAlert>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {T.cancel}
          </Button>
          <Button type="submit" disabled={!reason || sending}>
            {sending ? T.sending : T.send}
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}
