CREATE TABLE "shop_text_translations" (
	"source" text NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "shop_text_translations_language_source_pk" PRIMARY KEY("language","source")
);
