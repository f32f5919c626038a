-- The running number of the Jigyasu ID. A sequence hands out distinct numbers to concurrent
-- approvals on every server process without a lock; the server raises it to
-- JIGYASU_SEQUENCE_START at start so an existing numbering continues.
CREATE SEQUENCE IF NOT EXISTS jigyasu_id_seq AS bigint START WITH 1 MINVALUE 1;
