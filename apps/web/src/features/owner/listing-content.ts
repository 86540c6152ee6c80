import type { OwnerListing } from "@lwl/contracts/listing-writes";
import type { FieldValues } from "react-hook-form";
import { useParams } from "react-router";
import { z } from "zod";
import { listingPath, parseId } from "../../lib/paths.ts";
import type { OwnerContentApi } from "./api/owner-content.ts";
import type { ContentKind, FormTarget, ModeratedItem } from "./content-kind.ts";
import { useItemAccess, useListingAccess } from "./use-access.ts";

type ListingContent = ModeratedItem & { listingId: number | null; authorId?: string | null };

interface AddedToListing<Item extends ListingContent, Values extends FieldValues, Body extends object, Create, Update> {
  api: OwnerContentApi<Item, Create | Update>;
  /** "Add an event": the create page's heading, its last crumb and the form's name. */
  newItemLabel: string;
  documentTitle(listingName: string): string;
  /** A new item's values; an event's place starts at its listing's address. */
  emptyValues(listing: OwnerListing): Values;
  /** The form's values as the contract's body (a new item's also names its listing). */
  toBody(values: Values): Body;
  // Awaited: what a zod transform hands on (a body is never a promise).
  contracts: {
    create: z.ZodType<Create, Awaited<{ listingId: number } & Body>>;
    update: z.ZodType<Update, Awaited<Body>>;
  };
}

/**
 * The part of a kind's description that the kinds added to a listing (events, posts) share. Their create
 * page, /create-{kind}/{listingId}: the listing's author or an administrator, and the listing must be
 * published (or be listing 1749); otherwise /not-belogs-to-you or /error (docs/product.md section 4).
 * Their edit page: the author of the item's listing, or an administrator (useItemAccess).
 */
export function addedToListing<
  Item extends ListingContent,
  Values extends FieldValues,
  Body extends object,
  Create,
  Update,
>({
  api,
  newItemLabel,
  documentTitle,
  emptyValues,
  toBody,
  contracts,
}: AddedToListing<Item, Values, Body, Create, Update>): Pick<
  ContentKind<Item, Values, Create | Update>,
  "newItemLabel" | "api" | "useNewItemPage" | "useItemToEdit" | "schema"
> {
  return {
    newItemLabel,
    api,
    useNewItemPage() {
      const params = useParams();
      const { access, listing } = useListingAccess(parseId(params.id), { forNewContent: true });
      if (!listing) return { access, page: null };
      return {
        access,
        page: {
          documentTitle: documentTitle(listing.name),
          heading: newItemLabel,
          subtitle: `For ${listing.name}. Fields marked * are required.`,
          trail: [{ label: listing.name, to: listingPath(listing) }, { label: newItemLabel }],
          initial: emptyValues(listing),
          listingId: listing.id,
        },
      };
    },
    useItemToEdit(id) {
      return useItemAccess(id, api.useOwnerItem(id));
    },
    schema: ({ itemId, listingId }: FormTarget) =>
      itemId === null
        ? z
            .custom<Values>()
            .transform((values) => ({ listingId: listingId ?? 0, ...toBody(values) }))
            .pipe(contracts.create)
        : z.custom<Values>().transform(toBody).pipe(contracts.update),
  };
}
