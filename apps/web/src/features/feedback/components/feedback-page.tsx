import { REVIEW_COMMENT_MAX, type TFeedbackRequest } from '@tribe/contracts/reviews';
import { AlertTriangle, CalendarDays, CheckCircle2, Clock, Link2Off, Ticket } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '@/lib/router';
import { Button, buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/form/input-class';
import { count, fullDate, instantTime } from '@/i18n/format';
import { Stars } from '@/components/ui/stars';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useFeedbackRequest, useSendFeedback } from '../api/feedback';
import { FT } from '../reviews.texts';
import { StarInput } from './star-input';

type Closed = 'used' | 'expired' | 'unknown';

/** Which final state an API error means, if any. */
function closedBy(err: unknown): Closed | null {
  if (!(err instanceof ApiError)) return null;
  if (err.code === 'feedback_used' || err.code === 'feedback_already_submitted') return 'used';
  if (err.code === 'feedback_expired') return 'expired';
  if (err.status === 404 || err.status === 400) return 'unknown';
  return null;
}

/** An image path as the site serves it (a bare path gets its leading slash). */
const imageSrc = (url: string | null) => (url && !/^(https?:)?\//.test(url) ? `/${url}` : url);

/**
 * /feedback/{token}: the page a review mail links to. One ticket, one say: the event it was for,
 * five large stars, an optional comment, then thanks. A used, expired or unknown link says so
 * plainly and points back to the events.
 */
export function FeedbackPage({ token }: { token: string }) {
  const request = useFeedbackRequest(token);
  const [sent, setSent] = useState<{ rating: number } | null>(null);
  const [closed, setClosed] = useState<Closed | null>(null);
  const final = closed ?? closedBy(request.error);

  let body: ReactNode;
  if (final) body = <ClosedLink kind={final} />;
  else if (request.data && sent) body = <Thanks request={request.data} rating={sent.rating} />;
  else if (request.data)
    body = (
      <>
        <EventHeader request={request.data} />
        <FeedbackForm token={token} request={request.data} onSent={setSent} onClosed={setClosed} />
      </>
    );
  else if (request.error) body = <LoadFailed onRetry={() => void request.refetch()} />;
  else body = <Loading />;

  return (
    <main id="main-content" className="mx-auto w-full max-w-xl px-4 pb-16 pt-6 sm:pt-10">
      <title>{FT.documentTitle}</title>
      <div className="overflow-hidden rounded-3xl border border-stone-200 bg-white shadow-sm">{body}</div>
    </main>
  );
}

function EventHeader({ request }: { request: TFeedbackRequest }) {
  const { event, startsAt } = request;
  const src = imageSrc(event.imageUrl);
  const time = instantTime(startsAt, event.timeZone);
  return (
    <header>
      {src ? (
        <img src={src} alt="" className="aspect-[16/7] w-full object-cover" />
      ) : (
        <div
          aria-hidden="true"
          className="aspect-[16/5] w-full bg-gradient-to-br from-orange-200 via-amber-100 to-rose-100"
        />
      )}
      <div className="px-5 pt-5 sm:px-8 sm:pt-7">
        <h1 className="text-2xl font-bold leading-tight tracking-tight text-stone-900 sm:text-3xl">{event.title}</h1>
        <ul className="mt-3 space-y-1.5 text-sm text-stone-700">
          {startsAt && (
            <li className="flex items-center gap-2">
              <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-orange-700" />
              <span>
                {fullDate(startsAt, event.timeZone)}
                {time ? ` · ${time}` : ''}
              </span>
            </li>
          )}
          <li className="flex items-center gap-2">
            <Ticket aria-hidden="true" className="size-4 shrink-0 text-orange-700" />
            <span>
              {FT.ticket(request.ticketTypeName)}
              {event.hostName ? ` · ${FT.hostedBy(event.hostName)}` : ''}
            </span>
          </li>
        </ul>
      </div>
    </header>
  );
}

function FeedbackForm({
  token,
  request,
  onSent,
  onClosed,
}: {
  token: string;
  request: TFeedbackRequest;
  onSent: (v: { rating: number }) => void;
  onClosed: (kind: Closed) => void;
}) {
  const send = useSendFeedback(token);
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [ratingError, setRatingError] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = { hint: useId(), comment: useId(), count: useId() };
  const tooLong = comment.length > REVIEW_COMMENT_MAX;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (rating === null) {
      setRatingError(true);
      // To the stars, so the keyboard and a screen reader land where the answer is missing.
      (e.currentTarget as HTMLFormElement).querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    if (tooLong) return;
    send.mutate(
      { rating, comment: comment.trim() || null },
      {
        onSuccess: (saved) => onSent({ rating: saved.rating }),
        onError: (err) => {
          const kind = closedBy(err);
          if (kind) return onClosed(kind);
          if (!(err instanceof ApiError)) return setError(FT.errors.network);
          if (err.status === 429) return setError(FT.errors.rateLimited);
          setError(err.serverMessage ?? FT.errors.generic);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="px-5 pb-6 pt-6 sm:px-8 sm:pb-8">
      <h2 className="text-center text-xl font-bold text-stone-900 sm:text-left">{FT.heading}</h2>
      <p className="mt-1 text-center text-stone-600 sm:text-left">{FT.intro(request.event.hostName)}</p>

      <div className="mt-5">
        <StarInput
          value={rating}
          onChange={(n) => {
            setRating(n);
            setRatingError(false);
          }}
          describedBy={ids.hint}
          invalid={ratingError}
        />
        <p
          id={ids.hint}
          aria-live="polite"
          className={cn(
            'mt-1 min-h-6 text-center text-sm font-semibold sm:text-left',
            ratingError ? 'text-red-700' : 'text-stone-700',
          )}
        >
          {ratingError ? FT.ratingRequired : rating ? FT.ratingWord(rating) : FT.chooseRating}
        </p>
      </div>

      <div className="mt-5">
        <label htmlFor={ids.comment} className="text-sm font-semibold text-stone-800">
          {FT.commentLabel}
        </label>
        <textarea
          id={ids.comment}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          rows={5}
          placeholder={FT.commentPlaceholder}
          aria-describedby={ids.count}
          aria-invalid={tooLong || undefined}
          className={cn(inputClass, 'mt-1.5 resize-y py-3', tooLong ? 'border-red-600' : 'border-stone-300')}
        />
        <p
          id={ids.count}
          className={cn('mt-1 flex justify-between gap-3 text-xs', tooLong ? 'text-red-700' : 'text-stone-500')}
        >
          <span>{tooLong ? FT.commentTooLong() : request.reviewerName ? FT.shownAs(request.reviewerName) : ''}</span>
          <span className="shrink-0 tabular-nums">{`${count(comment.length)} / ${count(REVIEW_COMMENT_MAX)}`}</span>
        </p>
      </div>

      {error && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" className="mt-5 w-full sm:w-auto" disabled={send.isPending}>
        {send.isPending ? FT.submitting : FT.submit}
      </Button>
    </form>
  );
}

function Thanks({ request, rating }: { request: TFeedbackRequest; rating: number }) {
  return (
    <State
      icon={<CheckCircle2 aria-hidden="true" className="size-8 text-emerald-700" />}
      tone="bg-emerald-50"
      title={FT.thanksTitle}
      text={FT.thanksText(rating, request.event.title, request.event.hostName)}
      extra={<Stars value={rating} size="lg" label={FT.starLabel(rating, FT.ratingWord(rating))} className="mt-3" />}
      actions={
        <>
          <Link to={`/events/${encodeURIComponent(request.event.externalId)}`} className={buttonClass('primary', 'md')}>
            {FT.seeEvent}
          </Link>
          <Link to="/events" className={buttonClass('outline', 'md')}>
            {FT.findEvents}
          </Link>
        </>
      }
    />
  );
}

function ClosedLink({ kind }: { kind: Closed }) {
  const copy = {
    used: {
      icon: CheckCircle2,
      title: FT.usedTitle,
      text: FT.usedText,
      tone: 'bg-emerald-50',
      color: 'text-emerald-700',
    },
    expired: {
      icon: Clock,
      title: FT.expiredTitle,
      text: FT.expiredText(),
      tone: 'bg-amber-50',
      color: 'text-amber-700',
    },
    unknown: {
      icon: Link2Off,
      title: FT.unknownTitle,
      text: FT.unknownText,
      tone: 'bg-stone-100',
      color: 'text-stone-600',
    },
  }[kind];
  const Icon = copy.icon;
  return (
    <State
      icon={<Icon aria-hidden="true" className={cn('size-8', copy.color)} />}
      tone={copy.tone}
      title={copy.title}
      text={copy.text}
      actions={
        <Link to="/events" className={buttonClass('primary', 'md')}>
          {FT.findEvents}
        </Link>
      }
    />
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <State
      role="alert"
      icon={<AlertTriangle aria-hidden="true" className="size-8 text-orange-700" />}
      tone="bg-orange-50"
      title={FT.loadFailedTitle}
      text={FT.loadFailedText}
      actions={<Button onClick={onRetry}>{FT.tryAgain}</Button>}
    />
  );
}

function State({
  icon,
  tone,
  title,
  text,
  extra,
  actions,
  role,
}: {
  icon: ReactNode;
  tone: string;
  title: string;
  text: string;
  extra?: ReactNode;
  actions: ReactNode;
  role?: 'alert';
}) {
  return (
    <section role={role} className="flex flex-col items-center px-6 py-12 text-center sm:px-10">
      <div className={cn('flex size-16 items-center justify-center rounded-full', tone)}>{icon}</div>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-stone-900">{title}</h1>
      {extra}
      <p className="mt-2 max-w-md text-stone-600">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}

function Loading() {
  return (
    <div aria-busy="true" aria-label={FT.loading} className="animate-pulse motion-reduce:animate-none">
      <div className="aspect-[16/7] w-full bg-stone-200" />
      <div className="space-y-3 px-5 py-6 sm:px-8">
        <div className="h-7 w-3/4 rounded-lg bg-stone-200" />
        <div className="h-4 w-1/2 rounded bg-stone-200" />
        <div className="h-4 w-2/5 rounded bg-stone-200" />
        <div className="mx-auto mt-6 h-12 w-64 rounded-full bg-stone-200 sm:mx-0" />
        <div className="h-28 w-full rounded-xl bg-stone-200" />
      </div>
    </div>
  );
}
