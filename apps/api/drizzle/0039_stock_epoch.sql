CREATE TABLE "stock_changes" (
	"epoch" bigint NOT NULL,
	"variant_id" uuid NOT NULL,
	CONSTRAINT "stock_changes_epoch_variant_id_pk" PRIMARY KEY("epoch","variant_id")
);
--> statement-breakpoint
CREATE TABLE "stock_epoch" (
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "stock_epoch" ("n") VALUES (0);--> statement-breakpoint
-- What the search's size and in-stock filters read of variant_sizes (modules/catalog/search-stock.ts):
-- a size added, removed or renamed, or its stock crossing zero, is logged with its colourway at the
-- commit of its transaction (the trigger is deferred), under a stock epoch raised once per transaction.
-- The epoch row stays locked from then until the commit ends, so epochs follow commit order: a
-- statement that reads epoch n sees every change logged at n or before. Most orders take a piece
-- from a size with more left and fire nothing. The last 1,000 epochs are kept (STOCK_CHANGES_KEPT).
CREATE FUNCTION "log_stock_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  raised bigint := nullif(current_setting('chhaap.stock_epoch_raised', true), '')::bigint;
BEGIN
  IF raised IS NULL THEN
    UPDATE "stock_epoch" SET "n" = "n" + 1 RETURNING "n" INTO raised;
    PERFORM set_config('chhaap.stock_epoch_raised', raised::text, true);
    DELETE FROM "stock_changes" WHERE "epoch" <= raised - 1000;
  END IF;
  INSERT INTO "stock_changes" ("epoch", "variant_id")
    VALUES (raised, CASE WHEN TG_OP = 'DELETE' THEN OLD."variant_id" ELSE NEW."variant_id" END)
    ON CONFLICT DO NOTHING;
  IF TG_OP = 'UPDATE' AND NEW."variant_id" <> OLD."variant_id" THEN
    INSERT INTO "stock_changes" ("epoch", "variant_id") VALUES (raised, OLD."variant_id") ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "variant_sizes_log_stock_added_or_removed"
  AFTER INSERT OR DELETE ON "variant_sizes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "log_stock_change"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "variant_sizes_log_stock_changed"
  AFTER UPDATE OF "quantity", "size_name", "variant_id" ON "variant_sizes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."quantity" > 0) <> (NEW."quantity" > 0) OR OLD."size_name" <> NEW."size_name" OR OLD."variant_id" <> NEW."variant_id")
  EXECUTE FUNCTION "log_stock_change"();--> statement-breakpoint
-- Emptied at once, the sizes are read again with the whole search index.
CREATE TRIGGER "variant_sizes_truncate_raises_search_epoch"
  AFTER TRUNCATE ON "variant_sizes" FOR EACH STATEMENT EXECUTE FUNCTION "raise_search_epoch"();
