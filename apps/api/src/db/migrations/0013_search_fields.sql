CREATE INDEX "listings_search_place_college_idx" ON "listings" USING gin ("search_place") WHERE type = 'COLLEGE' and status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_search_facts_college_idx" ON "listings" USING gin ("search_facts") WHERE type = 'COLLEGE' and status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_search_place_school_idx" ON "listings" USING gin ("search_place") WHERE type = 'SCHOOL' and status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_search_facts_school_idx" ON "listings" USING gin ("search_facts") WHERE type = 'SCHOOL' and status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_search_place_tutorial_idx" ON "listings" USING gin ("search_place") WHERE type = 'TUTORIAL' and status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_search_facts_tutorial_idx" ON "listings" USING gin ("search_facts") WHERE type = 'TUTORIAL' and status = 'PUBLISHED';