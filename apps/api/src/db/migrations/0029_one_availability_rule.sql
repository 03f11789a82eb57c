-- THE AVAILABILITY RULE in one home (decision 047, folded here): take_places takes n places on a
-- date's row and on each ticket type's row, as holds or straight sales, or refuses and takes
-- none. checkout_hold_request (a paid hold) and takePlaces in checkout.repository.ts (a free
-- reservation, an offer to the waiting list, a late payment retaking its places) both call it;
-- until now the second restated the rule in TypeScript.
--
-- The rule: a row (the date's, then each ticket type's by id) takes n more places when it has no
-- capacity or held + sold + n <= capacity. Any place kept back from a sale is one more term on the
-- left of both comparisons: a ticket type's places asked for by its waiting list (`waiting`,
-- decision 050) count as taken, except for an offer made to that list (p_for_waiting_list).
-- A cancelled date takes nothing.
--
-- Answers NULL when every row took its places, else why not (nothing is taken then, as the
-- caller's transaction rolls back or the statement's own updates are undone):
-- 'occurrence_cancelled', 'date:<places left>' or 'ticket_type:<id>:<places left>'.
-- Lock order as everywhere in checkout: the date's row, then ticket type rows by id.
CREATE FUNCTION take_places(
  p_occurrence_id integer,
  p_type_ids integer[],
  p_quantities integer[],
  p_into text,
  p_for_waiting_list boolean
) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  v_count integer;
  v_held integer;
  v_sold integer;
  v_line record;
  v_left integer;
  v_cancelled boolean;
BEGIN
  IF p_into NOT IN ('held', 'sold') THEN
    RAISE EXCEPTION 'take_places: p_into must be held or sold, not %', p_into;
  END IF;
  SELECT coalesce(sum(q), 0)::integer INTO v_count FROM unnest(p_quantities) AS q;
  v_held := CASE WHEN p_into = 'held' THEN v_count ELSE 0 END;
  v_sold := v_count - v_held;

  UPDATE occurrences SET held = held + v_held, sold = sold + v_sold
  WHERE id = p_occurrence_id AND cancelled_at IS NULL AND (capacity IS NULL OR held + sold + v_count <= capacity);
  IF NOT FOUND THEN
    SELECT cancelled_at IS NOT NULL, greatest(capacity - held - sold, 0) INTO v_cancelled, v_left
    FROM occurrences WHERE id = p_occurrence_id;
    IF v_cancelled THEN
      RETURN 'occurrence_cancelled';
    END IF;
    RETURN 'date:' || coalesce(v_left::text, '');
  END IF;

  FOR v_line IN
    SELECT l.type_id, l.quantity FROM unnest(p_type_ids, p_quantities) AS l(type_id, quantity) ORDER BY l.type_id
  LOOP
    UPDATE inventory SET
      held = held + CASE WHEN p_into = 'held' THEN v_line.quantity ELSE 0 END,
      sold = sold + CASE WHEN p_into = 'sold' THEN v_line.quantity ELSE 0 END
    WHERE ticket_type_id = v_line.type_id AND occurrence_id = p_occurrence_id
      AND (capacity IS NULL
        OR held + sold + CASE WHEN p_for_waiting_list THEN 0 ELSE waiting END + v_line.quantity <= capacity);
    IF NOT FOUND THEN
      -- Give back what this call took, so a caller that goes on (a refusal it answers) holds nothing.
      UPDATE occurrences SET held = held - v_held, sold = sold - v_sold WHERE id = p_occurrence_id;
      UPDATE inventory i SET
        held = i.held - CASE WHEN p_into = 'held' THEN l.quantity ELSE 0 END,
        sold = i.sold - CASE WHEN p_into = 'sold' THEN l.quantity ELSE 0 END
      FROM unnest(p_type_ids, p_quantities) AS l(type_id, quantity)
      WHERE i.ticket_type_id = l.type_id AND i.occurrence_id = p_occurrence_id AND l.type_id < v_line.type_id;
      SELECT greatest(capacity - held - sold - CASE WHEN p_for_waiting_list THEN 0 ELSE waiting END, 0) INTO v_left
      FROM inventory WHERE ticket_type_id = v_line.type_id AND occurrence_id = p_occurrence_id;
      RETURN 'ticket_type:' || v_line.type_id || ':' || coalesce(v_left::text, '');
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint

-- A paid hold, as in 0027, its places now taken by take_places.
CREATE OR REPLACE FUNCTION checkout_hold_request(
  p_idempotency_key text,
  p_request_hash text,
  p_slot_keys text[],
  p_slot_limits integer[],
  p_slot_windows_ms bigint[],
  p_check_open_holds boolean,
  p_reference text,
  p_public_token text,
  p_user_id integer,
  p_event_id integer,
  p_occurrence_id integer,
  p_buyer_name text,
  p_buyer_email text,
  p_buyer_phone text,
  p_locale text,
  p_subtotal integer,
  p_fees integer,
  p_total integer,
  p_fee_paid_by text,
  p_buyer_keys text[],
  p_max_per_buyer integer,
  p_expires_at timestamptz,
  p_now timestamptz,
  p_type_ids integer[],
  p_names text[],
  p_unit_prices integer[],
  p_quantities integer[],
  p_hold_address text,
  OUT order_id integer,
  OUT created boolean,
  OUT request_hash text
)
LANGUAGE plpgsql AS $$
DECLARE
  v_count integer;
  v_wait integer;
  v_rows integer;
  v_refused text;
BEGIN
  -- 1. The key's first order, if any.
  SELECT o.id, o.request_hash INTO order_id, request_hash FROM orders o WHERE o.idempotency_key = p_idempotency_key;
  IF FOUND THEN
    created := false;
    RETURN;
  END IF;

  -- 2. The abuse limits.
  IF cardinality(p_slot_keys) > 0 THEN
    SELECT s.retry_after INTO v_wait FROM take_throttle_slots(p_slot_keys, p_slot_limits, p_slot_windows_ms, p_now) s;
    IF v_wait > 0 THEN
      RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'rate_limited', DETAIL = v_wait::text;
    END IF;
  END IF;

  -- 3. The buyer's other open hold on this event (each branch on its own index).
  IF p_check_open_holds AND EXISTS (
    SELECT 1 FROM orders o WHERE lower(o.buyer_email) = lower(trim(p_buyer_email))
      AND o.event_id = p_event_id AND o.status = 'pending'
    UNION ALL
    SELECT 1 FROM orders o WHERE p_buyer_phone IS NOT NULL AND o.event_id = p_event_id
      AND o.buyer_phone = p_buyer_phone AND o.status = 'pending'
    UNION ALL
    SELECT 1 FROM orders o WHERE p_user_id IS NOT NULL AND o.user_id = p_user_id
      AND o.event_id = p_event_id AND o.status = 'pending'
  ) THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'open_hold';
  END IF;

  -- 4. The order.
  SELECT coalesce(sum(q), 0)::integer INTO v_count FROM unnest(p_quantities) AS q;
  INSERT INTO orders (reference, public_token, idempotency_key, request_hash, user_id, event_id, occurrence_id, status,
    buyer_name, buyer_email, buyer_phone, locale, subtotal, fees, total, fee_paid_by, buyer_keys, expires_at,
    created_at, updated_at, hold_address)
  VALUES (p_reference, p_public_token, p_idempotency_key, p_request_hash, p_user_id, p_event_id, p_occurrence_id,
    'pending', p_buyer_name, p_buyer_email, p_buyer_phone, p_locale, p_subtotal, p_fees, p_total, p_fee_paid_by,
    p_buyer_keys, p_expires_at, p_now, p_now, p_hold_address)
  RETURNING id INTO order_id;

  INSERT INTO order_items (order_id, ticket_type_id, name, unit_price, quantity)
  SELECT order_id, l.type_id, l.name, l.unit_price, l.quantity
  FROM unnest(p_type_ids, p_names, p_unit_prices, p_quantities) WITH ORDINALITY
    AS l(type_id, name, unit_price, quantity, n)
  ORDER BY l.n;

  INSERT INTO order_status_changes (order_id, from_status, to_status, reason, created_at)
  VALUES (order_id, NULL, 'pending', NULL, p_now);

  -- 5. The buyer limit: every key counted in one statement, in key order (takeBuyerLimit's rule).
  IF p_max_per_buyer IS NOT NULL AND v_count > p_max_per_buyer THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'buyer_limit_exceeded';
  END IF;
  INSERT INTO buyer_limits (event_id, buyer_key, tickets)
  SELECT p_event_id, k, v_count FROM unnest(p_buyer_keys) AS k ORDER BY k
  ON CONFLICT (event_id, buyer_key) DO UPDATE SET tickets = buyer_limits.tickets + EXCLUDED.tickets
  WHERE p_max_per_buyer IS NULL OR buyer_limits.tickets + EXCLUDED.tickets <= p_max_per_buyer;
  GET DIAGNOSTICS v_rows = ROW_COUNT;
  IF v_rows < coalesce(cardinality(p_buyer_keys), 0) THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'buyer_limit_exceeded';
  END IF;

  -- 6. The places, by THE AVAILABILITY RULE (take_places, its one home).
  v_refused := take_places(p_occurrence_id, p_type_ids, p_quantities, 'held', false);
  IF v_refused = 'occurrence_cancelled' THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'occurrence_cancelled';
  ELSIF v_refused IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'sold_out', DETAIL = v_refused;
  END IF;

  -- 7. The address share.
  PERFORM hold_within_address_share(p_hold_address, p_occurrence_id, p_type_ids, p_now);

  created := true;
  request_hash := p_request_hash;
END;
$$;
