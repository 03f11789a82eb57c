-- Each Daraja STK prompt's callback address carries its own random secret (decision 025, amended);
-- only its SHA-256 is kept here, so the table never holds a secret that opens a callback. Attempts
-- made before this migration have none: their callbacks are refused and the STK query settles them.
SET LOCAL lock_timeout = '5s';
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "callback_secret_hash" text;
