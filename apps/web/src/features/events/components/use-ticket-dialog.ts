import type { TEvent } from '@tribe/contracts';
import { useCallback, useState } from 'react';
import type { TQuantities } from '../lib/checkout-data';
import { dateOptions, hasDateStep, oneOffOption, type TDateOption } from '../lib/occurrences';

export interface TTicketDialogState {
  open: boolean;
  step: 'date' | 'tickets';
  /** Dates offered in step one, computed when the dialog opens. */
  options: TDateOption[];
  selected: TDateOption | null;
  quantities: TQuantities;
  /** Whether step one was shown (so step two offers 'Change date'). */
  dateStepShown: boolean;
}

/** The state after closing (spec section 4): back to date selection, no date (except one-off), no tickets. */
function closedState(event: TEvent): TTicketDialogState {
  const dated = hasDateStep(event);
  return {
    open: false,
    step: dated ? 'date' : 'tickets',
    options: [],
    selected: dated ? null : oneOffOption(event),
    quantities: {},
    dateStepShown: false,
  };
}

/**
 * The ticket dialog's state (spec sections 2 and 4 "Ticket dialog"). Opening preselects the first
 * date and skips step one when only one date is offered; one-off events start at the tickets.
 */
export function useTicketDialog(event: TEvent) {
  const [state, setState] = useState<TTicketDialogState>(() => closedState(event));

  const openWith = useCallback(
    (now: Date) => {
      if (!hasDateStep(event)) {
        setState({ ...closedState(event), open: true });
        return;
      }
      const options = dateOptions(event, now);
      const only = options.length === 1 ? options[0]! : null;
      setState({
        open: true,
        step: only ? 'tickets' : 'date',
        options,
        selected: options[0] ?? null,
        quantities: {},
        dateStepShown: !only,
      });
    },
    [event],
  );

  const close = useCallback(() => setState(closedState(event)), [event]);
  const chooseDate = useCallback(
    (option: TDateOption) => setState((s) => ({ ...s, selected: option, step: 'tickets' })),
    [],
  );
  const backToDates = useCallback(() => setState((s) => ({ ...s, step: 'date' })), []);
  const setQuantity = useCallback(
    (ticketTypeId: number, quantity: number) =>
      setState((s) => ({ ...s, quantities: { ...s.quantities, [ticketTypeId]: quantity } })),
    [],
  );

  return { state, openWith, close, chooseDate, backToDates, setQuantity };
}

export type TTicketDialogController = ReturnType<typeof useTicketDialog>;
