import type { Address } from "@lwl/contracts/listings";

/** A postal address as the lines of an envelope, leaving out empty parts. */
export function addressLines(address: Address): string[] {
  const cityLine = [address.city, [address.state, address.postalCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return [address.line1, address.line2 ?? "", cityLine, address.country].filter((line) => line.trim() !== "");
}

/** A link to the place on OpenStreetMap when the address has coordinates. */
export function mapLink(address: Address): string | null {
  if (address.latitude === null || address.longitude === null) return null;
  const { latitude: lat, longitude: lon } = address;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}

/** Websites are sometimes stored without a scheme: a bare "example.edu" must not become a relative link. */
export function externalHref(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

export function displayHost(url: string): string {
  return url.replace(/^https?:\/\//i, "").replace(/\/$/, "");
}
