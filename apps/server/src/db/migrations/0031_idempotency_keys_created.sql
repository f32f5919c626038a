-- ADR 089. The retention job deletes the idempotency keys a month old, in batches, oldest
-- first; without this index each batch would read the whole table.
CREATE INDEX IF NOT EXISTS "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");
