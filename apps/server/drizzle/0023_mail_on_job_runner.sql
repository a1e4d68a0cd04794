-- E-mail delivery moves onto the job runner: each outbox row is sent by a job of the runner's
-- 'mail' queue, which keeps the attempts' timing. A row being sent when the process stopped is
-- waiting again; the mail worker writes a job for each waiting row that has none as it starts.
UPDATE "mail_outbox" SET "status" = 'pending' WHERE "status" = 'sending';--> statement-breakpoint
DROP INDEX "mail_outbox_due_idx";--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status");--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "locked_until";