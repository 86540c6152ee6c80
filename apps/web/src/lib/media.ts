import { PLACEHOLDER_IMAGE } from "@lwl/contracts/stored-image";

export { imageOrPlaceholder, PLACEHOLDER_IMAGE } from "@lwl/contracts/stored-image";

/** onError handler for <img>: a broken picture falls back to the placeholder once, never in a loop. */
export function fallBackToPlaceholder(event: { currentTarget: HTMLImageElement }): void {
  const image = event.currentTarget;
  if (!image.src.endsWith(PLACEHOLDER_IMAGE)) image.src = PLACEHOLDER_IMAGE;
}
