import { useState } from 'react';
import { PT } from '../policies.texts';
import { Panel } from './checkout-shell';

/** Longer texts are cut here, at a word, behind "Read more". */
export const POLICY_SHORT_LENGTH = 160;

/** The first `max` characters of `text`, cut at a word, with an ellipsis; null when it fits. */
export function shortened(text: string, max = POLICY_SHORT_LENGTH): string | null {
  const t = text.trim();
  if (t.length <= max) return null;
  const cut = t.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

function Policy({ title, text }: { title: string; text: string }) {
  const [open, setOpen] = useState(false);
  const short = shortened(text);
  return (
    <div>
      <dt className="text-sm font-semibold text-stone-900">{title}</dt>
      <dd className="mt-1 whitespace-pre-line text-sm leading-relaxed text-stone-700">
        {open || !short ? text.trim() : short}
        {short && (
          <>
            {' '}
            <button
              type="button"
              aria-expanded={open}
              aria-label={open ? PT.readLessLabel(title) : PT.readMoreLabel(title)}
              onClick={() => setOpen((o) => !o)}
              className="font-semibold text-orange-700 underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600"
            >
              {open ? PT.readLess : PT.readMore}
            </button>
          </>
        )}
      </dd>
    </div>
  );
}

/**
 * The host's refund terms and conditions of entry, on the payment page's first step: the buyer
 * reads them before paying. Each only when the host wrote one; nothing at all without either.
 */
export function PoliciesNote({
  refundPolicy,
  entryConditions,
}: {
  refundPolicy: string | null | undefined;
  entryConditions: string | null | undefined;
}) {
  const refunds = refundPolicy?.trim();
  const entry = entryConditions?.trim();
  if (!refunds && !entry) return null;
  return (
    <Panel title={PT.heading} className="mt-4">
      <dl className="grid gap-3" data-testid="checkout-policies">
        {refunds && <Policy title={PT.refunds} text={refunds} />}
        {entry && <Policy title={PT.entry} text={entry} />}
      </dl>
    </Panel>
  );
}
