-- Events store their town as the id the listing's location filter matches ('mombasa'); the host
-- form used to store the name ('Mombasa'), which the filter never found.
UPDATE "events" SET "town" = lower("town")
WHERE "town" <> lower("town")
  AND lower("town") IN ('nairobi', 'mombasa', 'kisumu', 'nakuru', 'eldoret', 'thika', 'nyeri', 'machakos',
    'malindi', 'kitale', 'kericho', 'garissa', 'kakamega', 'lamu');
