import type { ListingSummary } from "@lwl/contracts/listings";
import type { ReactNode } from "react";
import { ListingCard, type ListingCardVariant } from "../../../components/cards/listing-card.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { CardGrid } from "../../../components/ui/card-grid.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { Section } from "../../../components/ui/section.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";

interface ListingShowcaseProps {
  title: string;
  subtitle?: string;
  variant: ListingCardVariant;
  listings: ListingSummary[] | undefined;
  status: "pending" | "error" | "success";
  onRetry: () => void;
  emptyText: string;
  action?: { label: string; to: string };
  tone?: "plain" | "muted";
}

/** One landing-page band of listing cards, with its loading, failure and empty states. */
export function ListingShowcase(props: ListingShowcaseProps) {
  const { title, subtitle, variant, status, onRetry, emptyText, action, tone } = props;
  const listings = props.listings ?? [];
  let body: ReactNode;
  if (status === "pending") {
    body = <Spinner label={`Loading ${title}…`} />;
  } else if (status === "error") {
    body = (
      <EmptyState
        role="alert"
        title={`${title} could not be loaded`}
        text="Please check your connection and try again."
        action={
          <Button variant="outline" size="small" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    );
  } else if (listings.length === 0) {
    body = <EmptyState title={emptyText} />;
  } else {
    body = (
      <CardGrid density={variant === "top-searches" ? "compact" : "regular"} label={title} rowOnMobile>
        {listings.map((listing, position) => (
          <ListingCard key={listing.id} listing={listing} variant={variant} rank={position + 1} />
        ))}
      </CardGrid>
    );
  }
  return (
    <Section title={title} subtitle={subtitle} action={listings.length > 0 ? action : undefined} tone={tone}>
      {body}
    </Section>
  );
}
