ALTER TABLE "subscriptions" ADD COLUMN "confirm_expires_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "categories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "unsubscribe_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_unsubscribe_token_key" ON "subscriptions" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
UPDATE "subscriptions" SET "confirmed_at" = "created_at" WHERE "confirmed";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "confirmed";
