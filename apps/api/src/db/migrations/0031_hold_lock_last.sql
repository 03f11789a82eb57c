-- A hold locks the hot rows last and lets them go sooner (decision 055): the address share is read
-- before the date's and the ticket type's rows are taken (its answer still comes after them, so a
-- sold-out date answers sold_out first); a hold's commit does not wait for its WAL flush. An
-- order's view finds a ticket's sold returns by an index.
SET LOCAL lock_timeout = '5s';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ticket_returns_ticket_idx" ON "ticket_returns" USING btree ("ticket_id");
--> statement-breakpoint
-- The address share's one home (decision 038): how long until the address's first hold ends when
-- its holds of any of these ticket types are over the share (the larger of 20 places and 5 % of
-- the type's places), NULL when within it. The order being made counts, once written.
CREATE FUNCTION address_share_wait(p_address text, p_occurrence_id integer, p_type_ids integer[], p_now timestamptz)
RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_line record;
BEGIN
  IF p_address IS NULL THEN
    RETURN NULL;
  END IF;
  FOR v_line IN
    SELECT i.ticket_type_id, greatest(20, ceil(i.capacity * 0.05))::integer AS share,
      (SELECT coalesce(sum(oi.quantity), 0) FROM orders o JOIN order_items oi ON oi.order_id = o.id
        WHERE o.occurrence_id = p_occurrence_id AND o.hold_address = p_address AND o.status = 'pending'
          AND o.expires_at > p_now AND oi.ticket_type_id = i.ticket_type_id)::integer AS held,
      (SELECT min(o.expires_at) FROM orders o JOIN order_items oi ON oi.order_id = o.id
        WHERE o.occurrence_id = p_occurrence_id AND o.hold_address = p_address AND o.status = 'pending'
          AND o.expires_at > p_now AND oi.ticket_type_id = i.ticket_type_id) AS first_ends
    FROM inventory i
    WHERE i.occurrence_id = p_occurrence_id AND i.ticket_type_id = ANY (p_type_ids) AND i.capacity IS NOT NULL
  LOOP
    IF v_line.held > v_line.share THEN
      RETURN greatest(1, ceil(extract(epoch FROM (v_line.first_ends - p_now))))::integer;
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Free reservations (checkout.repository.ts) still ask in their own transaction, and are refused.
CREATE OR REPLACE FUNCTION hold_within_address_share(p_address text, p_occurrence_id integer, p_type_ids integer[], p_now timestamptz)
RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_wait integer;
BEGIN
  v_wait := address_share_wait(p_address, p_occurrence_id, p_type_ids, p_now);
  IF v_wait IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'address_share_exceeded', DETAIL = v_wait::text;
  END IF;
END;
$$;
--> statement-breakpoint
-- The paid hold (decision 047), its sections reordered: the address share (6) is read before the
-- places (7). Holds from one address cannot read it at once: each waits at section 2 on its
-- address's counter row (`co:hold:a:…`, a slot key whenever p_hold_address is set), which its
-- predecessor keeps locked until it commits, so each sees every earlier hold of its address.
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
  v_share_wait integer;
BEGIN
  -- A hold's commit does not wait for its WAL to reach the disk (decision 055): the hot rows
  -- stay locked until the commit, so a flush per hold kept the next hold waiting on the disk.
  -- A database crash can lose only the last fraction of a second of holds, whole
  -- (order and places together); any later durable commit (a payment's start) flushes them.
  PERFORM set_config('synchronous_commit', 'off', true);

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

  -- 6. The address share, read before the hot rows are locked (it reads only orders, this one
  -- included) and answered after them, so a sold-out date still answers sold_out first.
  v_share_wait := address_share_wait(p_hold_address, p_occurrence_id, p_type_ids, p_now);

  -- 7. The places, by THE AVAILABILITY RULE (take_places, its one home): the hot rows last, so
  -- their locks are held only from here to the commit.
  v_refused := take_places(p_occurrence_id, p_type_ids, p_quantities, 'held', false);
  IF v_refused = 'occurrence_cancelled' THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'occurrence_cancelled';
  ELSIF v_refused IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'sold_out', DETAIL = v_refused;
  END IF;
  IF v_share_wait IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'address_share_exceeded', DETAIL = v_share_wait::text;
  END IF;

  created := true;
  request_hash := p_request_hash;
END;
$$;
