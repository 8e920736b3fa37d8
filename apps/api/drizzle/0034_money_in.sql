CREATE TABLE "bank_layouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"header_signature" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_layouts_header_signature_unique" UNIQUE("header_signature")
);
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"booked_on" date NOT NULL,
	"narration" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"amount_paise" integer NOT NULL,
	"state" text DEFAULT 'unmatched' NOT NULL,
	"order_id" uuid,
	"rule" text,
	"candidates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_lines_fingerprint_unique" UNIQUE("fingerprint"),
	CONSTRAINT "bank_statement_lines_state_check" CHECK ("bank_statement_lines"."state" in ('matched', 'doubtful', 'unmatched', 'applied', 'dismissed')),
	CONSTRAINT "bank_statement_lines_amount_check" CHECK ("bank_statement_lines"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"layout_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"credit_lines" integer NOT NULL,
	"new_lines" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"order_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text DEFAULT 'razorpay' NOT NULL,
	"link_id" text NOT NULL,
	"short_url" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"paid_paise" integer,
	"paid_at" timestamp with time zone,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payments_link_id_unique" UNIQUE("link_id"),
	CONSTRAINT "online_payments_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "online_payments_state_check" CHECK ("online_payments"."state" in ('created', 'paid', 'cancelled', 'expired')),
	CONSTRAINT "online_payments_amount_check" CHECK ("online_payments"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_flags_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "payment_flags_kind_check" CHECK ("payment_flags"."kind" in ('amount_mismatch', 'paid_after_cancel', 'paid_twice'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_refund_method_check";--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD COLUMN "reference_kind" text;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_layout_id_bank_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."bank_layouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_events" ADD CONSTRAINT "gateway_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_flags" ADD CONSTRAINT "payment_flags_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_lines_state_idx" ON "bank_statement_lines" USING btree ("state","booked_on");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_applied_order_idx" ON "bank_statement_lines" USING btree ("order_id") WHERE "bank_statement_lines"."state" = 'applied';--> statement-breakpoint
CREATE INDEX "online_payments_order_idx" ON "online_payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_flags_order_idx" ON "payment_flags" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_flags_open_idx" ON "payment_flags" USING btree ("created_at") WHERE "payment_flags"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "orders_awaiting_online_idx" ON "orders" USING btree ("created_at") WHERE "orders"."payment_method" = 'credit_card' and "orders"."status" = 'payment_pending';--> statement-breakpoint
CREATE INDEX "payment_proofs_reference_idx" ON "payment_proofs" USING btree ("reference");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_method_check" CHECK ("orders"."refund_method" in ('bank_transfer', 'upi', 'cash', 'card', 'gateway', 'other'));--> statement-breakpoint
UPDATE "payment_proofs" SET "reference" = upper(regexp_replace("payment_id", '[[:space:]/-]', '', 'g')) WHERE "payment_id" IS NOT NULL;
