-- One call into the database per hold (decision 047). Until now a buyer's hold cost four round
-- trips, each its own transaction: the idempotency lookup, the abuse limits' counters, the search
-- for the buyer's open holds on the event, then checkout_hold. checkout_hold_request does all four
-- in one statement; checkout_hold, which only it called, goes.
--
-- The fixed-window counters (lib/throttle.ts) move into take_throttle_slots, their one home: the
-- TypeScript calls it for every throttle, and checkout_hold_request calls it for a hold's slots.
-- Answers retry_after 0 and the count (the first key's, when one key was asked) when every slot was
-- taken; otherwise the taken ones are given back and retry_after is the seconds until the longest
-- refused window ends. Keys are counted in key order, so two callers lock them in the same order.
CREATE FUNCTION take_throttle_slots(
  p_keys text[],
  p_limits integer[],
  p_windows_ms bigint[],
  p_now timestamptz,
  OUT retry_after integer,
  OUT hits integer
)
LANGUAGE plpgsql AS $$
DECLARE
  v_taken text[];
BEGIN
  WITH req AS (
    SELECT r.key, r.lim, p_now - make_interval(secs => r.window_ms / 1000.0) AS cutoff
    FROM unnest(p_keys, p_limits, p_windows_ms) AS r(key, lim, window_ms)
  ), counted AS (
    INSERT INTO auth_throttles AS t (key, hits, window_started_at, last_hit_at)
    SELECT req.key, 1, p_now, p_now FROM req ORDER BY req.key
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN t.window_started_at <= (SELECT r.cutoff FROM req r WHERE r.key = t.key) THEN 1 ELSE t.hits + 1 END,
      window_started_at = CASE WHEN t.window_started_at <= (SELECT r.cutoff FROM req r WHERE r.key = t.key)
        THEN p_now ELSE t.window_started_at END,
      last_hit_at = p_now
    WHERE t.window_started_at <= (SELECT r.cutoff FROM req r WHERE r.key = t.key)
      OR t.hits < (SELECT r.lim FROM req r WHERE r.key = t.key)
    RETURNING t.key, t.hits
  )
  SELECT array_agg(c.key), max(c.hits) FILTER (WHERE c.key = p_keys[1]) INTO v_taken, hits FROM counted c;
  IF coalesce(cardinality(v_taken), 0) = cardinality(p_keys) THEN
    retry_after := 0;
    RETURN;
  END IF;
  -- Their rows are locked by this statement already: giving back cannot wait on anyone.
  UPDATE auth_throttles SET hits = greatest(auth_throttles.hits - 1, 0) WHERE auth_throttles.key = ANY (v_taken);
  SELECT greatest(1, coalesce(max(ceil(extract(epoch FROM
      (t.window_started_at + make_interval(secs => r.window_ms / 1000.0) - p_now)))), 1))::integer
    INTO retry_after
  FROM unnest(p_keys, p_windows_ms) AS r(key, window_ms)
  JOIN auth_throttles t ON t.key = r.key
  WHERE NOT (r.key = ANY (coalesce(v_taken, '{}')));
  retry_after := coalesce(retry_after, 1);
  hits := 0;
END;
$$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS checkout_hold(text, text, text, integer, integer, integer, text, text, text, integer,
  integer, integer, text, text[], integer, timestamptz, timestamptz, integer[], text[], integer[], integer[], text, text);
--> statement-breakpoint
-- A buyer's hold, in one statement run in autocommit (or inside the caller's transaction when a
-- promo code's use goes with it), so the hot rows' locks never wait on a server process. In order:
--   1. the idempotency key (decision 017): an order already made under it is answered (created
--      false, with its request's hash for the caller to compare), nothing else is done;
--   2. the abuse limits (decision 017): the slots checkout.limits.ts names, all or none;
--   3. one pending hold per buyer and event: when p_check_open_holds and the buyer (same email,
--      phone or account) has another, P0001 'open_hold': the caller ends it (endHold, its one home)
--      and asks again without the check;
--   4. the order, its lines and its first status row (in the buyer's language);
--   5. the buyer limit per event (the order's buyer keys);
--   6. the places: THE AVAILABILITY RULE, below, for the date's row and each ticket type's row;
--   7. the address share (decision 038, hold_within_address_share).
-- Refusals RAISE P0001 with a message the caller maps to its answer, and roll everything back
-- (the slots included): 'rate_limited' (DETAIL the seconds to wait), 'open_hold',
-- 'buyer_limit_exceeded', 'occurrence_cancelled', 'sold_out' (DETAIL 'date:<left>' or
-- 'ticket_type:<id>:<left>'), 'address_share_exceeded'. Lock order as everywhere in checkout:
-- throttle rows by key, buyer limits by key, the date's row, ticket type rows by id.
CREATE FUNCTION checkout_hold_request(
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
  v_line record;
  v_left integer;
  v_cancelled boolean;
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

  -- 6. THE AVAILABILITY RULE: a row (the date's, then each ticket type's by id) takes n more
  -- places when it has no capacity or held + sold + n <= capacity. Any place kept back from a
  -- sale is one more term on the left of both comparisons.
  UPDATE occurrences SET held = held + v_count
  WHERE id = p_occurrence_id AND cancelled_at IS NULL AND (capacity IS NULL OR held + sold + v_count <= capacity);
  IF NOT FOUND THEN
    SELECT cancelled_at IS NOT NULL, greatest(capacity - held - sold, 0) INTO v_cancelled, v_left
    FROM occurrences WHERE id = p_occurrence_id;
    IF v_cancelled THEN
      RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'occurrence_cancelled';
    END IF;
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'sold_out', DETAIL = 'date:' || coalesce(v_left::text, '');
  END IF;
  FOR v_line IN
    SELECT l.type_id, l.quantity FROM unnest(p_type_ids, p_quantities) AS l(type_id, quantity) ORDER BY l.type_id
  LOOP
    -- Places kept for the waiting list (decision 050): open sale counts `waiting`, the places
    -- asked for by fans in line, as taken (the one term kept back from a sale, as 0026 added it).
    UPDATE inventory SET held = held + v_line.quantity
    WHERE ticket_type_id = v_line.type_id AND occurrence_id = p_occurrence_id
      AND (capacity IS NULL OR held + sold + waiting + v_line.quantity <= capacity);
    IF NOT FOUND THEN
      SELECT greatest(capacity - held - sold - waiting, 0) INTO v_left
      FROM inventory WHERE ticket_type_id = v_line.type_id AND occurrence_id = p_occurrence_id;
      RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'sold_out',
        DETAIL = 'ticket_type:' || v_line.type_id || ':' || coalesce(v_left::text, '');
    END IF;
  END LOOP;

  -- 7. The address share.
  PERFORM hold_within_address_share(p_hold_address, p_occurrence_id, p_type_ids, p_now);

  created := true;
  request_hash := p_request_hash;
END;
$$;
