CREATE TABLE "size_chart_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chart_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"inches" numeric(6, 2)[] NOT NULL,
	CONSTRAINT "size_chart_rows_inches_check" CHECK (cardinality("size_chart_rows"."inches") between 1 and 8 and 0 < all("size_chart_rows"."inches"))
);
--> statement-breakpoint
CREATE TABLE "size_charts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"measures" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "size_charts_kind_check" CHECK ("size_charts"."kind" in ('body', 'piece')),
	CONSTRAINT "size_charts_measures_check" CHECK (cardinality("size_charts"."measures") between 1 and 8)
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "picture" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "size_chart_id" uuid;--> statement-breakpoint
ALTER TABLE "size_chart_rows" ADD CONSTRAINT "size_chart_rows_chart_id_size_charts_id_fk" FOREIGN KEY ("chart_id") REFERENCES "public"."size_charts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "size_chart_rows_chart_idx" ON "size_chart_rows" USING btree ("chart_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "size_chart_rows_label_idx" ON "size_chart_rows" USING btree ("chart_id",lower("label"));--> statement-breakpoint
CREATE UNIQUE INDEX "size_charts_name_idx" ON "size_charts" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_size_chart_id_size_charts_id_fk" FOREIGN KEY ("size_chart_id") REFERENCES "public"."size_charts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_size_chart_id_idx" ON "categories" USING btree ("size_chart_id");--> statement-breakpoint
-- The shop's size guides until now (kept in the web app's code), so every shop looks the same after this migration.
INSERT INTO "size_charts" ("name", "kind", "measures") VALUES
	('Womenswear', 'body', ARRAY['bust', 'waist', 'length']),
	('Men''s shirts', 'body', ARRAY['chest', 'waist', 'length']),
	('Men''s kurtas', 'body', ARRAY['chest', 'waist', 'length']),
	('Skirts', 'body', ARRAY['waist', 'hip', 'length']),
	('Sarees', 'piece', ARRAY['length', 'width']),
	('Dupattas', 'piece', ARRAY['length', 'width']),
	('Stoles', 'piece', ARRAY['length', 'width']),
	('Dress material', 'piece', ARRAY['length', 'width']),
	('Fabric by the metre', 'piece', ARRAY['length', 'width']),
	('Bed linen', 'piece', ARRAY['length', 'width']);--> statement-breakpoint
INSERT INTO "size_chart_rows" ("chart_id", "position", "label", "inches")
SELECT "size_charts"."id", "r"."position", "r"."label", "r"."inches"::numeric(6, 2)[]
FROM (VALUES
	('Womenswear', 0, 'XS', '{34,28,44}'),
	('Womenswear', 1, 'S', '{36,30,44}'),
	('Womenswear', 2, 'M', '{38,32,45}'),
	('Womenswear', 3, 'L', '{40,34,45}'),
	('Womenswear', 4, 'XL', '{42,36,46}'),
	('Womenswear', 5, 'XXL', '{44,38,46}'),
	('Men''s shirts', 0, 'S', '{38,34,29}'),
	('Men''s shirts', 1, 'M', '{40,36,30}'),
	('Men''s shirts', 2, 'L', '{42,38,31}'),
	('Men''s shirts', 3, 'XL', '{44,40,31.5}'),
	('Men''s shirts', 4, 'XXL', '{46,42,32}'),
	('Men''s kurtas', 0, 'XS', '{36,32,39}'),
	('Men''s kurtas', 1, 'S', '{38,34,40}'),
	('Men''s kurtas', 2, 'M', '{40,36,41}'),
	('Men''s kurtas', 3, 'L', '{42,38,42}'),
	('Men''s kurtas', 4, 'XL', '{44,40,42}'),
	('Men''s kurtas', 5, 'XXL', '{46,42,43}'),
	('Skirts', 0, 'XS', '{26,36,38}'),
	('Skirts', 1, 'S', '{28,38,38}'),
	('Skirts', 2, 'M', '{30,40,39}'),
	('Skirts', 3, 'L', '{32,42,39}'),
	('Skirts', 4, 'XL', '{34,44,40}'),
	('Sarees', 0, 'saree', '{216.5,45}'),
	('Sarees', 1, 'blouse-piece', '{31.5,45}'),
	('Dupattas', 0, 'dupatta', '{98.5,39.5}'),
	('Stoles', 0, 'stole', '{78.5,27.5}'),
	('Dress material', 0, 'top-fabric', '{98.5,44}'),
	('Dress material', 1, 'bottom-fabric', '{98.5,44}'),
	('Dress material', 2, 'dupatta', '{98.5,39.5}'),
	('Fabric by the metre', 0, 'fabric', '{39.5,44}'),
	('Bed linen', 0, 'bedsheet-double', '{100,90}'),
	('Bed linen', 1, 'bedsheet-king', '{108,108}'),
	('Bed linen', 2, 'pillow-cover', '{27,17}')
) AS "r"("chart", "position", "label", "inches")
JOIN "size_charts" ON "size_charts"."name" = "r"."chart";--> statement-breakpoint
-- Categories kept the chart their name chose until now (the first rule that matches wins).
UPDATE "categories" SET "size_chart_id" = "size_charts"."id"
FROM "size_charts"
WHERE "size_charts"."name" = CASE
	WHEN lower("categories"."name") LIKE '%saree%' OR lower("categories"."name") LIKE '%sari%' THEN 'Sarees'
	WHEN lower("categories"."name") LIKE '%dupatta%' THEN 'Dupattas'
	WHEN lower("categories"."name") LIKE '%stole%' THEN 'Stoles'
	WHEN lower("categories"."name") LIKE '%dress material%' THEN 'Dress material'
	WHEN lower("categories"."name") LIKE '%fabric%' THEN 'Fabric by the metre'
	WHEN lower("categories"."name") LIKE '%bedsheet%' THEN 'Bed linen'
	WHEN lower("categories"."name") LIKE '%skirt%' THEN 'Skirts'
	WHEN lower("categories"."name") LIKE '%shirt%' THEN 'Men''s shirts'
	WHEN lower("categories"."name") LIKE '%kurta%' AND lower("categories"."name") ~ '\mmen''?s\M' THEN 'Men''s kurtas'
	WHEN lower("categories"."name") LIKE '%kurta%' THEN 'Womenswear'
	WHEN lower("categories"."name") LIKE '%suit%' THEN 'Womenswear'
END;
