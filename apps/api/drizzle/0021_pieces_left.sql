-- Counting every colourway's pieces takes longer than a request may (statement_timeout, db/client.ts).
SET LOCAL statement_timeout = 0;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "pieces_left" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "variants" v SET "pieces_left" = s."n"
  FROM (SELECT "variant_id", sum("quantity") AS "n" FROM "variant_sizes" GROUP BY 1) s
  WHERE v."id" = s."variant_id";--> statement-breakpoint
-- Every statement that adds, changes or removes sizes moves its colourways' count by what it changed,
-- once per colourway (statement triggers with transition tables: an import or seed of thousands of
-- sizes updates each colourway once). A statement that changes no quantity touches no colourway.
CREATE FUNCTION "count_pieces_left"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "variants" SET "pieces_left" = 0 WHERE "pieces_left" <> 0;
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE "variants" v SET "pieces_left" = v."pieces_left" + m."n"
      FROM (SELECT "variant_id", sum("quantity") AS "n" FROM "new_sizes" GROUP BY 1) m
      WHERE v."id" = m."variant_id" AND m."n" <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "variants" v SET "pieces_left" = v."pieces_left" - m."n"
      FROM (SELECT "variant_id", sum("quantity") AS "n" FROM "old_sizes" GROUP BY 1) m
      WHERE v."id" = m."variant_id" AND m."n" <> 0;
  ELSE
    UPDATE "variants" v SET "pieces_left" = v."pieces_left" + m."n"
      FROM (
        SELECT "variant_id", sum("n") AS "n" FROM (
          SELECT "variant_id", "quantity" AS "n" FROM "new_sizes"
          UNION ALL SELECT "variant_id", -"quantity" FROM "old_sizes"
        ) c GROUP BY 1
      ) m
      WHERE v."id" = m."variant_id" AND m."n" <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "variant_sizes_added_count_pieces" AFTER INSERT ON "variant_sizes"
  REFERENCING NEW TABLE AS "new_sizes" FOR EACH STATEMENT EXECUTE FUNCTION "count_pieces_left"();--> statement-breakpoint
CREATE TRIGGER "variant_sizes_changed_count_pieces" AFTER UPDATE ON "variant_sizes"
  REFERENCING OLD TABLE AS "old_sizes" NEW TABLE AS "new_sizes" FOR EACH STATEMENT EXECUTE FUNCTION "count_pieces_left"();--> statement-breakpoint
CREATE TRIGGER "variant_sizes_removed_count_pieces" AFTER DELETE ON "variant_sizes"
  REFERENCING OLD TABLE AS "old_sizes" FOR EACH STATEMENT EXECUTE FUNCTION "count_pieces_left"();--> statement-breakpoint
CREATE TRIGGER "variant_sizes_truncated_count_pieces" AFTER TRUNCATE ON "variant_sizes"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_pieces_left"();--> statement-breakpoint
CREATE INDEX "variants_pieces_left_idx" ON "variants" USING btree ("pieces_left","product_id");--> statement-breakpoint
-- Without statistics on the new column the stock filters were planned for 500 matches of 100,000.
ANALYZE "variants";
