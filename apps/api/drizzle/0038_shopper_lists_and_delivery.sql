CREATE TABLE "cod_exclusions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_exclusions_kind_check" CHECK ("cod_exclusions"."kind" in ('pin', 'district')),
	CONSTRAINT "cod_exclusions_value_check" CHECK (("cod_exclusions"."kind" = 'pin' and "cod_exclusions"."value" ~ '^[1-9][0-9]{5}$') or ("cod_exclusions"."kind" = 'district' and "cod_exclusions"."value" = upper("cod_exclusions"."value") and length("cod_exclusions"."value") between 1 and 80))
);
--> statement-breakpoint
CREATE TABLE "delivery_policy" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"origin_pin_code" text DEFAULT '370001' NOT NULL,
	"dispatch_weekdays" integer[] DEFAULT '{1,2,3,4,5,6}'::integer[] NOT NULL,
	"dispatch_cutoff" text DEFAULT '13:00' NOT NULL,
	"same_city_min_days" smallint DEFAULT 1 NOT NULL,
	"same_city_max_days" smallint DEFAULT 2 NOT NULL,
	"same_state_min_days" smallint DEFAULT 2 NOT NULL,
	"same_state_max_days" smallint DEFAULT 4 NOT NULL,
	"metro_min_days" smallint DEFAULT 2 NOT NULL,
	"metro_max_days" smallint DEFAULT 4 NOT NULL,
	"rest_of_india_min_days" smallint DEFAULT 4 NOT NULL,
	"rest_of_india_max_days" smallint DEFAULT 7 NOT NULL,
	"remote_min_days" smallint DEFAULT 6 NOT NULL,
	"remote_max_days" smallint DEFAULT 10 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_policy_one_row" CHECK ("delivery_policy"."id" = 1),
	CONSTRAINT "delivery_policy_origin_check" CHECK ("delivery_policy"."origin_pin_code" ~ '^[1-9][0-9]{5}$'),
	CONSTRAINT "delivery_policy_cutoff_check" CHECK ("delivery_policy"."dispatch_cutoff" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "delivery_policy_days_check" CHECK ("delivery_policy"."same_city_min_days" between 0 and 60 and "delivery_policy"."same_city_max_days" between "delivery_policy"."same_city_min_days" and 60
        and "delivery_policy"."same_state_min_days" between 0 and 60 and "delivery_policy"."same_state_max_days" between "delivery_policy"."same_state_min_days" and 60
        and "delivery_policy"."metro_min_days" between 0 and 60 and "delivery_policy"."metro_max_days" between "delivery_policy"."metro_min_days" and 60
        and "delivery_policy"."rest_of_india_min_days" between 0 and 60 and "delivery_policy"."rest_of_india_max_days" between "delivery_policy"."rest_of_india_min_days" and 60
        and "delivery_policy"."remote_min_days" between 0 and 60 and "delivery_policy"."remote_max_days" between "delivery_policy"."remote_min_days" and 60)
);
--> statement-breakpoint
CREATE TABLE "stock_alert_opt_outs" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"variant_id" uuid NOT NULL,
	"size_name" text NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"locale" text DEFAULT 'en' NOT NULL,
	"token" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"restocked_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_alerts_token_unique" UNIQUE("token"),
	CONSTRAINT "stock_alerts_email_check" CHECK ("stock_alerts"."email" = lower("stock_alerts"."email") and length("stock_alerts"."email") between 3 and 254)
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"user_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_user_id_variant_id_pk" PRIMARY KEY("user_id","variant_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ready_in_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_earliest" date;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cod_exclusions_kind_value_idx" ON "cod_exclusions" USING btree ("kind","value");--> statement-breakpoint
CREATE INDEX "cod_exclusions_created_idx" ON "cod_exclusions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_waiting_idx" ON "stock_alerts" USING btree ("variant_id","size_name","email") WHERE "stock_alerts"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "stock_alerts_due_idx" ON "stock_alerts" USING btree ("restocked_at") WHERE "stock_alerts"."restocked_at" is not null and "stock_alerts"."notified_at" is null and "stock_alerts"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "stock_alerts_unconfirmed_idx" ON "stock_alerts" USING btree ("created_at") WHERE "stock_alerts"."confirmed_at" is null;--> statement-breakpoint
CREATE INDEX "stock_alerts_email_idx" ON "stock_alerts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "stock_alerts_user_idx" ON "stock_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_user_created_idx" ON "wishlist_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "wishlist_items_variant_idx" ON "wishlist_items" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "orders_promise_open_idx" ON "orders" USING btree ("delivery_estimate") WHERE "orders"."status" in ('placed', 'confirmed', 'packed', 'shipped');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_ready_in_days_check" CHECK ("products"."ready_in_days" between 0 and 60);--> statement-breakpoint
-- The shop's delivery promise starts from the defaults (parcels leave Bhuj, Kachchh); the owner edits them.
INSERT INTO "delivery_policy" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A size back in stock, whoever put it back (the editor, the CSV import, a cancelled order's stock): its
-- waiting alerts are marked restocked in the same transaction, and the alert sender mails them after it commits.
-- Alerts already marked are matched too: when the sender holds one (it found the size sold out again and is
-- clearing the mark), this update waits for the sender's commit and marks it again, so the restock is not lost.
CREATE FUNCTION "stock_alerts_on_restock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stock_alerts SET restocked_at = coalesce(restocked_at, now())
  WHERE variant_id = NEW.variant_id AND size_name = NEW.size_name AND notified_at IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "stock_alerts_on_restock" AFTER UPDATE OF "quantity" ON "variant_sizes"
  FOR EACH ROW WHEN (OLD.quantity = 0 AND NEW.quantity > 0) EXECUTE FUNCTION stock_alerts_on_restock();
--> statement-breakpoint
CREATE TRIGGER "stock_alerts_on_new_size" AFTER INSERT ON "variant_sizes"
  FOR EACH ROW WHEN (NEW.quantity > 0) EXECUTE FUNCTION stock_alerts_on_restock();
