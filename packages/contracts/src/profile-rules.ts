/** Profile field rules of the user service, shared by the server's schemas and the forms. Free of zod. */

export const FULL_NAME_MAX_LENGTH = 100;
export const PICTURE_URL_MAX_LENGTH = 2048;
export const MOBILE_MAX_LENGTH = 20;

/** A phone number as people type it: digits and spaces, an optional leading +, 7 to 20 characters. */
export const MOBILE_PATTERN = /^(?=.{7,20}$)\+?[0-9][0-9 ]*[0-9]$/;

/** An http(s) address or a path to this site's media (what the server stores for uploads). */
export function isPictureAddress(value: string): boolean {
  if (/^\/media\/[^\s]+$/.test(value) && !value.includes("..")) return true;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}
