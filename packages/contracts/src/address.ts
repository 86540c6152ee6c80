export interface AddressLineParts {
  line1: string;
  line2?: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

/** "12 MG Road, Indiranagar, Bengaluru, Karnataka 560038, India", skipping empty parts. */
export function formatAddress(parts: AddressLineParts): string {
  const stateAndCode = [parts.state, parts.postalCode].filter(Boolean).join(" ");
  return [parts.line1, parts.line2, parts.city, stateAndCode, parts.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(", ");
}
