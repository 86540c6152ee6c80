import type { ContentStatus } from "@lwl/contracts/status";
import type { ComponentType } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import type { FieldProps } from "../../components/forms/use-contract-form.ts";
import type { OwnerContentApi } from "./api/owner-content.ts";
import type { Access } from "./components/access-gate.tsx";

/** The word the pages use for a kind: "Your listing is published", "Edit the event", "Submit post". */
export type ContentNoun = "listing" | "event" | "post";

/** What the owner's view of any moderated item carries: the save outcome and the moderation notice read it. */
export interface ModeratedItem {
  id: number;
  status: ContentStatus;
  pendingSince: string | null;
  rejectReason: string | null;
}

/** What a form saves: a new item (`itemId` null), added to `listingId` where the kind belongs to a listing. */
export interface FormTarget {
  itemId: number | null;
  /** The listing a new event or post is added to; null for a listing, and when editing. */
  listingId: number | null;
}

/** What a kind's fields get from the form skeleton (`ContentForm`). */
export interface ContentFieldsProps<Values extends FieldValues, Body> {
  form: UseFormReturn<Values, unknown, Body>;
  field(name: Path<Values>): FieldProps<Values>;
  /** The values the form started from (the item's saved version, or the kind's empty values). */
  initial: Values;
}

/** One crumb of the page header's trail; "Your profile" comes first on every form page. */
export interface Crumb {
  label: string;
  to?: string;
}

/** A create page, once its access check lets the person in: its texts and where the new item goes. */
export interface NewItemPage<Values> {
  /** The document's title, when it says more than the heading. */
  documentTitle?: string;
  heading: string;
  subtitle: string;
  /** After "Your profile". */
  trail: Crumb[];
  initial: Values;
  listingId: number | null;
}

/**
 * A kind of moderated content as the owner's create and edit pages need it (docs/ARCHITECTURE.md, "Owner
 * forms"): the one page shell (`content-form-pages.tsx`) and form skeleton (`components/content-form.tsx`)
 * do the rest. Hooks in it are called at the top of the shell's components, the same ones on every render.
 */
export interface ContentKind<Item extends ModeratedItem, Values extends FieldValues, Body> {
  noun: ContentNoun;
  /** The create form's name, which the page's heading or trail repeats: "Add a listing", "Write a post". */
  newItemLabel: string;
  api: OwnerContentApi<Item, Body>;

  /** The create page: reads the address, checks access, and says what the page shows. */
  useNewItemPage(): { access: Access; page: NewItemPage<Values> | null };
  /** The edit page: loads the item (`id` null for a malformed address) and checks access. */
  useItemToEdit(id: number | null): { access: Access; item: Item | undefined };
  /** The name that follows "Edit " in the edit page's title. */
  nameOf(item: Item): string;
  /** The edit page's subtitle, where it says more than which fields are required. */
  editSubtitle?(item: Item): string;
  /** The public page, shown in the save outcome once the item is live; null where there is none. */
  viewPath(item: Item): string | null;
  editPath(id: number): string;

  /** The item's saved version (its pending changes on top) as the form holds it. */
  valuesOf(item: Item): Values;
  /** Each field's label, and the server's field paths that differ from the form's names. */
  labels: Record<Path<Values>, string>;
  serverFields?: Partial<Record<string, Path<Values>>>;
  /** The one gate: the form's values become the write body, which the contract (the server's schema) checks. */
  schema(target: FormTarget): z.ZodType<Body, Values>;
  Fields: ComponentType<ContentFieldsProps<Values, Body>>;
}
