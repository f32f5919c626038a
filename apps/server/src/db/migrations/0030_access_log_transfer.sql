-- ADR 081. Opening a transfer request shows the member's contact, address and the branch's report
-- on their conduct: it is a read of a person's full details and gets an access-log entry. Linked
-- to the member's records when the portal holds any (approved here: the Jigyasu ID is theirs);
-- otherwise the entry has no record and `detail` names the request, whose member the CSV shows.
ALTER TABLE "access_logs" DROP CONSTRAINT "access_logs_action_check";
--> statement-breakpoint
ALTER TABLE "access_logs" ADD CONSTRAINT "access_logs_action_check" CHECK ("action" IN ('record', 'approved-record', 'card', 'export', 'subject-export', 'contact', 'transfer'));
