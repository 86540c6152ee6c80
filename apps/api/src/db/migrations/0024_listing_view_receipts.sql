CREATE TABLE "listing_view_receipts" (
	"day" text NOT NULL,
	"client_key" text NOT NULL,
	"listing_id" integer NOT NULL,
	CONSTRAINT "listing_view_receipts_day_client_key_listing_id_pk" PRIMARY KEY("day","client_key","listing_id")
);
--> statement-breakpoint
ALTER TABLE "listing_view_receipts" ADD CONSTRAINT "listing_view_receipts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;