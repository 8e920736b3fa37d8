CREATE INDEX "credit_notes_issued_at_idx" ON "credit_notes" USING btree ("issued_at","id");--> statement-breakpoint
CREATE INDEX "invoices_issued_at_idx" ON "invoices" USING btree ("issued_at","id");