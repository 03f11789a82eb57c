import type { TOrderTicket } from '@tribe/contracts/checkout';
import type { ReactNode } from 'react';

/** A list of tickets to tick, for sending to a friend or returning to the waiting list. */
export function TicketPicker({
  legend,
  tickets,
  picked,
  onChange,
  label,
}: {
  legend: string;
  tickets: TOrderTicket[];
  picked: number[];
  onChange: (picked: number[]) => void;
  /** What a ticket's line says (its type and number, and what else the form needs). */
  label: (ticket: TOrderTicket, index: number) => ReactNode;
}) {
  return (
    <fieldset className="mt-3">
      <legend className="mb-1 text-sm font-semibold text-stone-800">{legend}</legend>
      <ul className="space-y-1">
        {tickets.map((t, i) => (
          <li key={t.id}>
            <label className="flex cursor-pointer items-center gap-2 text-sm text-stone-800">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-orange-700"
                checked={picked.includes(t.id)}
                onChange={(e) => onChange(e.target.checked ? [...picked, t.id] : picked.filter((x) => x !== t.id))}
              />
              {label(t, i)}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
