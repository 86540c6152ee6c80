/** The hosted login page's own words, beside the identity service's messages it shows as they are. */
export const SITE_NAME = "LEARN WITHOUT LIMITS";

export const LOGIN_TEXTS = {
  expired: "This sign-in page has expired or was already used. Please go back to the application and sign in again.",
  otherBrowser:
    "This sign-in form was not opened in this browser, so it was not sent. Please go back to the application and sign in again.",
  emailRequired: "Please enter your e-mail address.",
  passwordRequired: "Please enter your password.",
  blocked: "This account has been blocked. Please contact us if you think this is a mistake.",
  /** The spec's fallbacks (product section 8.1). */
  loginFailed: "Login failed. Please try again.",
  registrationFailed: "Registration failed",
  resetEmailFailed: "Failed to send password reset email. Please try again.",
  googleFailed: "Failed to initiate Google login",
} as const;
