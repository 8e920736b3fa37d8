CREATE TABLE "after_sale_policy" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"cancel_cutoff" text DEFAULT '14:00' NOT NULL,
	"return_window_days" integer DEFAULT 14 NOT NULL,
	"refund_working_days" integer DEFAULT 7 NOT NULL,
	"working_weekdays" integer[] DEFAULT '{1,2,3,4,5,6}'::integer[] NOT NULL,
	"cod_rto_limit" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "after_sale_policy_one_row" CHECK ("after_sale_policy"."id" = 1),
	CONSTRAINT "after_sale_policy_cutoff_check" CHECK ("after_sale_policy"."cancel_cutoff" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "after_sale_policy_window_check" CHECK ("after_sale_policy"."return_window_days" between 0 and 365),
	CONSTRAINT "after_sale_policy_refund_days_check" CHECK ("after_sale_policy"."refund_working_days" between 1 and 60),
	CONSTRAINT "after_sale_policy_rto_limit_check" CHECK ("after_sale_policy"."cod_rto_limit" is null or "after_sale_policy"."cod_rto_limit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "credit_note_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "credit_note_counters_last_number_check" CHECK ("credit_note_counters"."last_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"return_request_id" uuid,
	"cause" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "credit_notes_cause_check" CHECK ("credit_notes"."cause" in ('cancellation', 'return', 'rto'))
);
--> statement-breakpoint
CREATE TABLE "return_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_request_id" uuid NOT NULL,
	"state" text NOT NULL,
	"actor" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_request_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"exchange_variant_id" uuid,
	"exchange_size" text,
	"refund_to" jsonb,
	"state" text DEFAULT 'requested' NOT NULL,
	"rejection_reason" text,
	"pickup_carrier" text,
	"pickup_awb" text,
	"received_at" timestamp with time zone,
	"received_condition" text,
	"refund_due_on" date,
	"refund_paise" integer,
	"refund_method" text,
	"refund_reference" text,
	"refunded_on" date,
	"replacement_carrier" text,
	"replacement_awb" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_kind_check" CHECK ("return_requests"."kind" in ('return', 'exchange')),
	CONSTRAINT "return_requests_reason_check" CHECK ("return_requests"."reason" in ('size', 'damaged', 'not_as_pictured', 'changed_mind', 'other')),
	CONSTRAINT "return_requests_state_check" CHECK ("return_requests"."state" in ('requested', 'approved', 'rejected', 'pickup_booked', 'received', 'refunded', 'replacement_packed', 'replacement_shipped', 'replacement_delivered')),
	CONSTRAINT "return_requests_condition_check" CHECK ("return_requests"."received_condition" in ('restocked', 'damaged')),
	CONSTRAINT "return_requests_quantity_check" CHECK ("return_requests"."quantity" >= 1),
	CONSTRAINT "return_requests_refund_check" CHECK ("return_requests"."refund_paise" >= 0),
	CONSTRAINT "return_requests_exchange_check" CHECK ("return_requests"."kind" <> 'exchange' or "return_requests"."exchange_size" is not null)
);
--> statement-breakpoint
ALTER TABLE "order_status_events" DROP CONSTRAINT "order_status_events_status_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_request_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rto_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_due_on" date;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_exchange_variant_id_variants_id_fk" FOREIGN KEY ("exchange_variant_id") REFERENCES "public"."variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_idx" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_year_sequence_idx" ON "credit_notes" USING btree ("financial_year","sequence");--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_return_idx" ON "credit_notes" USING btree ("return_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_whole_order_idx" ON "credit_notes" USING btree ("order_id") WHERE "credit_notes"."return_request_id" is null;--> statement-breakpoint
CREATE INDEX "return_events_request_idx" ON "return_events" USING btree ("return_request_id","created_at");--> statement-breakpoint
CREATE INDEX "return_photos_request_idx" ON "return_photos" USING btree ("return_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_photos_storage_key_idx" ON "return_photos" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_number_idx" ON "return_requests" USING btree ("number");--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_state_idx" ON "return_requests" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_open_line_idx" ON "return_requests" USING btree ("order_line_id") WHERE "return_requests"."state" in ('requested', 'approved', 'pickup_booked', 'received', 'replacement_packed', 'replacement_shipped');--> statement-breakpoint
CREATE INDEX "orders_rto_user_idx" ON "orders" USING btree ("user_id") WHERE "orders"."status" = 'returned_to_origin';--> statement-breakpoint
CREATE INDEX "orders_rto_zip_idx" ON "orders" USING btree (("shipping_address"->>'zip')) WHERE "orders"."status" = 'returned_to_origin';--> statement-breakpoint
CREATE INDEX "orders_refund_due_idx" ON "orders" USING btree ("refund_due_on") WHERE "orders"."refund_due_on" is not null and "orders"."payment_status" = 'paid';--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_status_check" CHECK ("order_status_events"."status" in ('placed', 'payment_pending', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'returned_to_origin'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rto_reason_check" CHECK ("orders"."rto_reason" in ('refused', 'not_reachable', 'address_wrong'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('placed', 'payment_pending', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'returned_to_origin'));--> statement-breakpoint
-- Orders delivered before this migration: the return window counts from their "delivered" step.
UPDATE "orders" SET "delivered_at" = (
	SELECT max("created_at") FROM "order_status_events" e WHERE e."order_id" = "orders"."id" AND e."status" = 'delivered'
) WHERE "status" = 'delivered';--> statement-breakpoint
-- Refunds already owed (paid, then cancelled): due 7 working days (9 calendar days) after the cancellation.
UPDATE "orders" SET "refund_due_on" = (
	SELECT (max(e."created_at") AT TIME ZONE 'Asia/Kolkata')::date + 9 FROM "order_status_events" e WHERE e."order_id" = "orders"."id" AND e."status" = 'cancelled'
) WHERE "status" = 'cancelled' AND "payment_status" = 'paid';
