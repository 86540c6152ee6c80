/** A listing row and its editable fields (contracts' ListingVersion), both ways. */
import type { ListingVersion } from "@lwl/contracts/listing-writes";
import { slugify } from "@lwl/contracts/slug";
import type { listings } from "../../db/schema.ts";

type ListingRow = typeof listings.$inferSelect;
type ListingValues = Partial<typeof listings.$inferInsert>;

export function versionOfListing(row: ListingRow): ListingVersion {
  return {
    type: row.type,
    name: row.name,
    description: row.description,
    address: {
      line1: row.addressLine1,
      line2: row.addressLine2,
      city: row.city,
      state: row.state,
      postalCode: row.postalCode,
      country: row.country,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    contact: { phone: row.contactPhone, email: row.contactEmail, website: row.contactWebsite },
    logo: row.logo,
    coverPicture: row.coverPicture,
    details: row.details,
  };
}

/** The column values of some (or all) fields of a version; a new name brings a new slug. */
export function listingValuesOf(version: Partial<ListingVersion>): ListingValues {
  const values: ListingValues = {};
  if (version.type !== undefined) values.type = version.type;
  if (version.name !== undefined) {
    values.name = version.name;
    values.slug = slugify(version.name) || "listing";
  }
  if (version.description !== undefined) values.description = version.description;
  if (version.address !== undefined) {
    const { address } = version;
    Object.assign(values, {
      addressLine1: address.line1,
      addressLine2: address.line2,
      city: address.city,
      state: address.state,
      postalCode: address.postalCode,
      country: address.country,
      latitude: address.latitude,
      longitude: address.longitude,
    });
  }
  if (version.contact !== undefined) {
    Object.assign(values, {
      contactPhone: version.contact.phone,
      contactEmail: version.contact.email,
      contactWebsite: version.contact.website,
    });
  }
  if (version.logo !== undefined) values.logo = version.logo;
  if (version.coverPicture !== undefined) values.coverPicture = version.coverPicture;
  if (version.details !== undefined) values.details = version.details;
  return values;
}
