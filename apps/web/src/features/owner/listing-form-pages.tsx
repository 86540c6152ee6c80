import type { ListingWrite, OwnerListing } from "@lwl/contracts/listing-writes";
import { type ListingType, listingTypeParamSchema } from "@lwl/contracts/listings";
import { useSearchParams } from "react-router";
import { LISTING_TYPE_LABEL } from "../../lib/listing-types.ts";
import { ownerPaths } from "../../lib/owner-paths.ts";
import { listingPath, PATHS } from "../../lib/paths.ts";
import { ownerListingsApi } from "./api/owner-listings.ts";
import { ListingFields } from "./components/listing-fields.tsx";
import {
  emptyListingValues,
  LISTING_LABELS,
  type ListingFormValues,
  listingFormSchema,
  listingValues,
} from "./components/listing-values.ts";
import { contentFormPages } from "./content-form-pages.tsx";
import type { ContentKind } from "./content-kind.ts";
import { useListingAccess } from "./use-access.ts";

/** ?type=college (any case) from the type cards; null when missing or unknown. */
function typeFrom(search: URLSearchParams): ListingType | null {
  const parsed = listingTypeParamSchema.safeParse(search.get("type") ?? "");
  return parsed.success ? parsed.data : null;
}

/** A new listing of the type chosen on /add-listing-card, which the page goes back to without one. */
function useNewListingPage() {
  const [search] = useSearchParams();
  const type = typeFrom(search);
  if (type === null) return { access: { state: "denied", to: PATHS.addListingCard } as const, page: null };
  const heading = `Add a ${LISTING_TYPE_LABEL[type].toLowerCase()}`;
  return {
    access: { state: "granted" } as const,
    page: {
      heading,
      subtitle: "Fields marked * are required. An administrator reviews new listings before they appear on the site.",
      trail: [{ label: "Add a listing", to: PATHS.addListingCard }, { label: LISTING_TYPE_LABEL[type] }],
      initial: emptyListingValues(type),
      listingId: null,
    },
  };
}

/** The listing's author or an administrator; others go to /not-belogs-to-you. */
function useListingToEdit(id: number | null) {
  const { access, listing } = useListingAccess(id);
  return { access, item: listing };
}

const listingKind: ContentKind<OwnerListing, ListingFormValues, ListingWrite> = {
  noun: "listing",
  newItemLabel: "Add a listing",
  api: ownerListingsApi,
  useNewItemPage: useNewListingPage,
  useItemToEdit: useListingToEdit,
  nameOf: (listing) => listing.name,
  viewPath: listingPath,
  editPath: ownerPaths.editListing,
  valuesOf: listingValues,
  labels: LISTING_LABELS,
  // "details.kind must match type": the type box is where to fix it.
  serverFields: { "details.kind": "type" },
  schema: () => listingFormSchema,
  Fields: ListingFields,
};

/**
 * /add-listing?type=... (a new listing of the type chosen on /add-listing-card) and /edit-listing/{id} (the
 * listing's author or an administrator; others go to /not-belogs-to-you).
 */
export const { CreatePage: AddListingPage, EditPage: EditListingPage } = contentFormPages(listingKind);
