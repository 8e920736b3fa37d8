-- UNLOGGED: counts are written on many requests and need no write-ahead log (schema/rate-limits.ts).
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
