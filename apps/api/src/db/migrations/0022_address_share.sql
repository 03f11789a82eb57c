-- No one address keeps more than a small share of a ticket type held at once (decision 038): the
-- larger of 20 places and 5 % of the type's capacity on that date, across every pending order
-- (paid holds and free reservations awaiting their code) written from that address, signed in or
-- not. `hold_address` is a short hash of the address as the limits count it (an IPv6 address as
-- its /64; lib/client-address.ts); NULL for loopback and for orders made by hosts.
ALTER TABLE "orders" ADD COLUMN "hold_address" text;
--> statement-breakpoint
-- lint: built-concurrently (docs/operations.md, "Migrations": on a live database build it first with
-- CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_pending_address_idx" ON "orders" ("occurrence_id","hold_address") WHERE "status" = 'pending' AND "hold_address" IS NOT NULL;)
CREATE INDEX IF NOT EXISTS "orders_pending_address_idx" ON "orders" USING btree ("occurrence_id","hold_address") WHERE "orders"."status" = 'pending' AND "orders"."hold_address" IS NOT NULL;
--> statement-breakpoint
-- The share rule's one home. Called after the order's places were taken, so the rows of its ticket
-- types are locked by this transaction: two holds from one address on one type are counted one
-- after the other (each statement of a function sees what committed before it). Refuses with
-- P0001 'address_share_exceeded', DETAIL the seconds until the address's first hold ends.
CREATE FUNCTION hold_within_address_share(p_address text, p_occurrence_id integer, p_type_ids integer[], p_now timestamptz)
RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_line record;
BEGIN
  IF p_address IS NULL THEN
    RETURN;
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
      RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'address_share_exceeded',
        DETAIL = greatest(1, ceil(extract(epoch FROM (v_line.first_ends - p_now))))::integer::text;
    END IF;
  END LOOP;
END;
$$;
--> statement-breakpoint
-- checkout_hold records the address and asks the share rule: the same function as 0015 with one
-- more argument, so the old one is dropped.
DROP FUNCTION IF EXISTS checkout_hold(text, text, text, integer, integer, integer, text, text, text, integer,
  integer, integer, text, text[], integer, timestamptz, timestamptz, integer[], text[], integer[], integer[], text);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION checkout_hold(
  p_reference text,
  p_public_token text,
  p_idempotency_key text,
  p_user_id integer,
  p_event_id integer,
  p_occurrence_id integer,
  p_buyer_name text,
  p_buyer_email text,
  p_buyer_phone text,
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
  p_request_hash text,
  p_hold_address text
) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_order_id integer;
  v_count integer;
  v_key text;
  v_line record;
  v_left integer;
  v_cancelled boolean;
BEGIN
  SELECT coalesce(sum(q), 0)::integer INTO v_count FROM unnest(p_quantities) AS q;

  INSERT INTO orders (reference, public_token, idempotency_key, request_hash, user_id, event_id, occurrence_id, status,
    buyer_name, buyer_email, buyer_phone, subtotal, fees, total, fee_paid_by, buyer_keys, expires_at,
    created_at, updated_at, hold_address)
  VALUES (p_reference, p_public_token, p_idempotency_key, p_request_hash, p_user_id, p_event_id, p_occurrence_id, 'pending',
    p_buyer_name, p_buyer_email, p_buyer_phone, p_subtotal, p_fees, p_total, p_fee_paid_by, p_buyer_keys,
    p_expires_at, p_now, p_now, p_hold_address)
  RETURNING id INTO v_order_id;

  INSERT INTO order_items (order_id, ticket_type_id, name, unit_price, quantity)
  SELECT v_order_id, l.type_id, l.name, l.unit_price, l.quantity
  FROM unnest(p_type_ids, p_names, p_unit_prices, p_quantities) WITH ORDINALITY
    AS l(type_id, name, unit_price, quantity, n)
  ORDER BY l.n;

  INSERT INTO order_status_changes (order_id, from_status, to_status, reason, created_at)
  VALUES (v_order_id, NULL, 'pending', NULL, p_now);

  -- The buyer's keys: the same conditional upsert as takeBuyerLimit.
  FOR v_key IN SELECT k FROM unnest(p_buyer_keys) AS k ORDER BY k LOOP
    IF p_max_per_buyer IS NOT NULL AND v_count > p_max_per_buyer THEN
      RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'buyer_limit_exceeded';
    END IF;
    INSERT INTO buyer_limits (event_id, buyer_key, tickets) VALUES (p_event_id, v_key, v_count)
    ON CONFLICT (event_id, buyer_key) DO UPDATE SET tickets = buyer_limits.tickets + EXCLUDED.tickets
    WHERE p_max_per_buyer IS NULL OR buyer_limits.tickets + EXCLUDED.tickets <= p_max_per_buyer;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'buyer_limit_exceeded';
    END IF;
  END LOOP;

  -- The date's row first, then each ticket type's row by id.
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
    UPDATE inventory SET held = held + v_line.quantity
    WHERE ticket_type_id = v_line.type_id AND occurrence_id = p_occurrence_id
      AND (capacity IS NULL OR held + sold + v_line.quantity <= capacity);
    IF NOT FOUND THEN
      SELECT greatest(capacity - held - sold, 0) INTO v_left
      FROM inventory WHERE ticket_type_id = v_line.type_id AND occurrence_id = p_occurrence_id;
      RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'sold_out',
        DETAIL = 'ticket_type:' || v_line.type_id || ':' || coalesce(v_left::text, '');
    END IF;
  END LOOP;

  PERFORM hold_within_address_share(p_hold_address, p_occurrence_id, p_type_ids, p_now);

  RETURN v_order_id;
END;
$$;
