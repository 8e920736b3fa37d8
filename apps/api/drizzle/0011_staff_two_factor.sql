CREATE TABLE "back_office_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"require_two_factor" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "back_office_settings_one_row" CHECK ("back_office_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "totp_last_step" integer;