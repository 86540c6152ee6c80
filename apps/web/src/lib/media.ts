/** The spec's placeholder default card image, used whenever a listing, event or article has no picture. */
export const PLACEHOLDER_IMAGE = "/images/placeholder-card.svg";

export function imageOrPlaceholder(url: string | null | undefined): string {
  return url?.trim() ? url : PLACEHOLDER_IMAGE;
}

/** onError handler for <img>: a broken picture falls back to the placeholder once, never in a loop. */
export function fallBackToPlaceholder(event: { currentTarget: HTMLImageElement }): void {
  const image = event.currentTarget;
  if (!image.src.endsWith(PLACEHOLDER_IMAGE)) image.src = PLACEHOLDER_IMAGE;
}
