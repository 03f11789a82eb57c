-- The waiting list (decision 050): its entries, the host's two settings on events, and the
-- places fans in line ask for (`inventory.waiting`), which open sale counts as taken. New table,
-- nullable or defaulted columns (no rewrite), and checkout_hold replaced with one term more.
SET LOCAL lock_timeout = '5s';
--> statement-breakpoint
CREATE TABLE "waiting_list_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"event_id" integer NOT NULL,
	"occurrence_id" integer NOT NULL,
	"ticket_type_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"order_id" integer,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"status_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_list_quantity_pos" CHECK ("waiting_list_entries"."quantity" > 0),
	CONSTRAINT "waiting_list_status_known" CHECK ("waiting_list_entries"."status" IN ('waiting', 'offered', 'taken', 'lapsed', 'left'))
);
--> statement-breakpoint
ALTER TABLE "inventory" DROP CONSTRAINT "inventory_counts_nonneg";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "waitlist_enabled" boolean;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "offer_window_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "waiting" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_occurrence_id_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_token_uq" ON "waiting_list_entries" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_active_email_uq" ON "waiting_list_entries" USING btree ("occurrence_id","ticket_type_id",lower("email")) WHERE "waiting_list_entries"."status" IN ('waiting', 'offered');--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_active_phone_uq" ON "waiting_list_entries" USING btree ("occurrence_id","ticket_type_id","phone") WHERE "waiting_list_entries"."status" IN ('waiting', 'offered') AND "waiting_list_entries"."phone" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "waiting_list_line_idx" ON "waiting_list_entries" USING btree ("occurrence_id","ticket_type_id","status","id");--> statement-breakpoint
CREATE INDEX "waiting_list_event_idx" ON "waiting_list_entries" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "waiting_list_user_idx" ON "waiting_list_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "waiting_list_order_idx" ON "waiting_list_entries" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_offer_window_range" CHECK ("events"."offer_window_minutes" BETWEEN 5 AND 1440) NOT VALID;--> statement-breakpoint
ALTER TABLE "events" VALIDATE CONSTRAINT "events_offer_window_range";--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_counts_nonneg" CHECK ("inventory"."held" >= 0 AND "inventory"."sold" >= 0 AND "inventory"."waiting" >= 0) NOT VALID;--> statement-breakpoint
ALTER TABLE "inventory" VALIDATE CONSTRAINT "inventory_counts_nonneg";--> statement-breakpoint
-- checkout_hold as in 0022 with `+ waiting` in its ticket-type update (and in the places-left
-- detail of its refusal); same arguments, so replaced in place.
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
    -- Places kept for the waiting list (decision 050): open sale counts `waiting`, the places
    -- asked for by fans in line, as taken. This term is the one change to the hold's rule.
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

  PERFORM hold_within_address_share(p_hold_address, p_occurrence_id, p_type_ids, p_now);

  RETURN v_order_id;
END;
$$;
