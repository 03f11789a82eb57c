-- A payment's refunds never pass what it paid (decision 033). Every refund path asks checkout's one
-- money rule first (order-money.ts) and answers 409; this trigger is the database's own guard
-- against any other path, present or future: after a refund row is written or changed, the sum of
-- that payment's refunds that are not failed must stay within what the provider reported paid (the
-- asked amount when it did not say). The payment row is locked first, so two refunds of one payment
-- at once are checked one after the other and cannot both pass (SQLSTATE 23514, check_violation).
SET LOCAL lock_timeout = '5s';
--> statement-breakpoint
CREATE FUNCTION refunds_within_payment() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  paid integer;
  refunded integer;
BEGIN
  SELECT coalesce(p.paid_amount, p.amount) INTO paid FROM payments p WHERE p.id = NEW.payment_id FOR UPDATE;
  SELECT coalesce(sum(r.amount), 0) INTO refunded FROM refunds r
    WHERE r.payment_id = NEW.payment_id AND r.status <> 'failed';
  IF refunded > paid THEN
    RAISE EXCEPTION 'refunds of payment % (% KES) would pass what it paid (% KES)', NEW.payment_id, refunded, paid
      USING ERRCODE = '23514', CONSTRAINT = 'refunds_within_payment';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER refunds_within_payment
  AFTER INSERT OR UPDATE OF amount, status, payment_id ON refunds
  FOR EACH ROW EXECUTE FUNCTION refunds_within_payment();
