import { Section } from "../../../components/ui/section.tsx";
import { PAGE_BUILT, PATHS } from "../../../lib/paths.ts";
import { useHandPicked } from "../api/get-hand-picked.ts";
import { usePopularOfType } from "../api/get-popular-of-type.ts";
import { useTopSearches } from "../api/get-top-searches.ts";
import { ListingShowcase } from "./listing-showcase.tsx";
import { NewsBlock } from "./news-block.tsx";

/** Cards per landing band: two rows of four on a wide screen. */
const SECTION_SIZE = 8;
/** Top searches are compact rows: four rows of three. */
const TOP_SEARCHES_SIZE = 12;

/**
 * The landing page under the banner and the tiles: news and the listing bands. Loaded as its own
 * chunk after the first paint (landing-page.tsx), as none of it is on the first screen.
 */
export function LandingSections() {
  const handPicked = useHandPicked(SECTION_SIZE);
  const topSearches = useTopSearches(TOP_SEARCHES_SIZE);
  // Popular ones from many cities, not the first names of the alphabet (the browse pages list them all).
  const colleges = usePopularOfType("COLLEGE", SECTION_SIZE);
  const schools = usePopularOfType("SCHOOL", SECTION_SIZE);
  const tutors = usePopularOfType("TUTORIAL", SECTION_SIZE);

  return (
    <>
      <Section
        title="Top News"
        subtitle="What is happening in education right now."
        action={PAGE_BUILT.news ? { label: "All news", to: PATHS.news } : undefined}
      >
        <NewsBlock />
      </Section>
      <ListingShowcase
        title="Hand-Picked for You"
        subtitle="Institutions and tutors our editors recommend."
        variant="default"
        listings={handPicked.data}
        status={handPicked.status}
        onRetry={() => void handPicked.refetch()}
        emptyText="No hand-picked listings yet."
        tone="muted"
      />
      <ListingShowcase
        title="Top Searches This Month"
        subtitle="What other learners are looking at."
        variant="top-searches"
        listings={topSearches.data}
        status={topSearches.status}
        onRetry={() => void topSearches.refetch()}
        emptyText="No searches yet this month."
        action={{ label: "View all listings", to: PATHS.allListings }}
      />
      <ListingShowcase
        title="Colleges & Universities"
        variant="college"
        listings={colleges.data}
        status={colleges.status}
        onRetry={() => void colleges.refetch()}
        emptyText="No colleges or universities listed yet."
        action={{ label: "View all colleges", to: PATHS.colleges }}
        tone="muted"
      />
      <ListingShowcase
        title="Schools"
        variant="school"
        listings={schools.data}
        status={schools.status}
        onRetry={() => void schools.refetch()}
        emptyText="No schools listed yet."
        action={{ label: "View all schools", to: PATHS.schools }}
      />
      <ListingShowcase
        title="Private Tutors"
        variant="tutorial"
        listings={tutors.data}
        status={tutors.status}
        onRetry={() => void tutors.refetch()}
        emptyText="No private tutors listed yet."
        action={{ label: "View all tutors", to: PATHS.tutorials }}
        tone="muted"
      />
    </>
  );
}
