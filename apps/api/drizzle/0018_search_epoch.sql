CREATE TABLE "search_epoch" (
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_epoch" ("n") VALUES (0);--> statement-breakpoint
-- Raised once per transaction, at its commit (the trigger below is deferred), so the row is locked
-- for a moment and not for a whole catalog import; the setting is local to the transaction.
CREATE FUNCTION "raise_search_epoch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('chhaap.search_epoch_raised', true), '') <> 'on' THEN
    PERFORM set_config('chhaap.search_epoch_raised', 'on', true);
    UPDATE "search_epoch" SET "n" = "n" + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "variants_raise_search_epoch"
  AFTER INSERT OR DELETE OR UPDATE OF "search_document", "listed", "sale_price_paise", "created_at" ON "variants"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_search_epoch"();--> statement-breakpoint
CREATE TRIGGER "variants_truncate_raises_search_epoch"
  AFTER TRUNCATE ON "variants" FOR EACH STATEMENT EXECUTE FUNCTION "raise_search_epoch"();
