/** The hosted login page's own words, beside the identity service's messages it shows as they are. */
export const SITE_NAME = "LEARN WITHOUT LIMITS";

export const LOGIN_TEXTS = {
  expired: "This sign-in page has expired or was already used. Please go back to the application and sign in again.",
  otherBrowser:
    "This sign-in form was not opened in this browser, so it was not sent. Please go back to the application and sign in again.",
  emailRequired: "Please enter your e-mail address.",
  passwordRequired: "Please enter your password.",
  /** A disabled account: its sentence ends with a link to the site's contact page (`contactLink`). */
  disabled: "This account is disabled, so it cannot sign in. If you think this is a mistake, please",
  /** The spec's fallbacks (product section 8.1). */
  loginFailed: "Login failed. Please try again.",
  registrationFailed: "Registration failed",
  resetEmailFailed: "Failed to send password reset email. Please try again.",
  googleFailed: "Failed to initiate Google login",
} as const;

/** The site's contact page, which ends the disabled account's sentence: "… please contact us." */
export const CONTACT_LINK = { label: "contact us", href: "/contact-us" } as const;
