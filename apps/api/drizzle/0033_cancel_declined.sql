ALTER TABLE "orders" ADD COLUMN "cancel_declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_decline_reason" text;