ALTER TABLE "orders" ADD COLUMN "payment_received_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_received_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_method_check" CHECK ("orders"."refund_method" in ('bank_transfer', 'upi', 'cash', 'card', 'other'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_received_check" CHECK ("orders"."payment_received_paise" > 0);