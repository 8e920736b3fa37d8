ALTER TABLE "carts" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "next_order_number" text;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_next_order_number_unique" UNIQUE("next_order_number");