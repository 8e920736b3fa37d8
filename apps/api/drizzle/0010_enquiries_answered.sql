ALTER TABLE "contact_enquiries" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN "answered_by" text;