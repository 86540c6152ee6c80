DROP INDEX "claim_requests_one_approved_per_listing";--> statement-breakpoint
CREATE INDEX "claim_requests_listing_idx" ON "claim_requests" USING btree ("listing_id","status");