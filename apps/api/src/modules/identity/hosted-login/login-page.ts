/**
 * The hosted login page's HTML: sign in, create an account, forgot password, in the product's look.
 * Plain server-rendered HTML: no script, a stylesheet served beside it (the CSP blocks inline styles),
 * labelled fields, errors in a role="alert" region tied to the fields, keyboard order = reading order.
 */
import { SITE_NAME } from "./login-texts.ts";

export type LoginScreen = "login" | "signup" | "forgot";

export interface LoginView {
  screen: LoginScreen;
  /** The transaction id the forms post back; absent when the page can only explain a problem. */
  state?: string;
  error?: string;
  /** A link that ends the error's sentence (the contact page after a disabled account's refusal). */
  errorLink?: { label: string; href: string };
  notice?: string;
  email?: string;
  fullName?: string;
  googleEnabled: boolean;
}

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? "");

const TITLES: Record<LoginScreen, string> = {
  login: "Sign in",
  signup: "Create an account",
  forgot: "Reset your password",
};

function screenHref(state: string, screen: LoginScreen): string {
  const params = new URLSearchParams({ state });
  if (screen !== "login") params.set("screen", screen);
  return `/auth/login?${escapeHtml(params.toString())}`;
}

function messages(view: LoginView): string {
  const parts: string[] = [];
  // role="alert" is announced at once; the fields point at it with aria-describedby.
  if (view.error) {
    const link = view.errorLink
      ? ` <a href="${escapeHtml(view.errorLink.href)}">${escapeHtml(view.errorLink.label)}</a>.`
      : "";
    parts.push(`<p class="message error" role="alert" id="form-error">${escapeHtml(view.error)}${link}</p>`);
  }
  if (view.notice) parts.push(`<p class="message notice" role="status">${escapeHtml(view.notice)}</p>`);
  return parts.join("\n");
}

function field(options: {
  id: string;
  label: string;
  type: string;
  autocomplete: string;
  value?: string | undefined;
  required?: boolean;
  invalid: boolean;
  autofocus: boolean;
  hint?: string;
}): string {
  const described = [options.hint ? `${options.id}-hint` : "", options.invalid ? "form-error" : ""]
    .filter((id) => id !== "")
    .join(" ");
  const attributes = [
    `id="${options.id}"`,
    `name="${options.id}"`,
    `type="${options.type}"`,
    `autocomplete="${options.autocomplete}"`,
    options.value ? `value="${escapeHtml(options.value)}"` : "",
    options.required === false ? "" : "required",
    options.invalid ? 'aria-invalid="true"' : "",
    described ? `aria-describedby="${described}"` : "",
    options.autofocus ? "autofocus" : "",
  ].filter((attribute) => attribute !== "");
  const hint = options.hint ? `<p class="hint" id="${options.id}-hint">${escapeHtml(options.hint)}</p>` : "";
  return `<div class="field"><label for="${options.id}">${escapeHtml(options.label)}</label>${hint}<input ${attributes.join(" ")}></div>`;
}

function loginForm(view: LoginView, state: string): string {
  const invalid = Boolean(view.error);
  return `<form method="post" action="/auth/login" aria-label="Sign in with e-mail">
<input type="hidden" name="state" value="${escapeHtml(state)}">
${field({ id: "email", label: "E-mail address", type: "email", autocomplete: "username", value: view.email, invalid, autofocus: true })}
${field({ id: "password", label: "Password", type: "password", autocomplete: "current-password", invalid, autofocus: false })}
<button type="submit" class="primary">Sign in</button>
</form>
<p class="links"><a href="${screenHref(state, "forgot")}">Forgot your password?</a></p>
${googleButton(view, state)}
<p class="links">New to ${SITE_NAME}? <a href="${screenHref(state, "signup")}">Create an account</a></p>`;
}

function signupForm(view: LoginView, state: string): string {
  const invalid = Boolean(view.error);
  return `<form method="post" action="/auth/login/signup" aria-label="Create an account">
<input type="hidden" name="state" value="${escapeHtml(state)}">
${field({ id: "full_name", label: "Full name", type: "text", autocomplete: "name", value: view.fullName, required: false, invalid: false, autofocus: true })}
${field({ id: "email", label: "E-mail address", type: "email", autocomplete: "email", value: view.email, invalid, autofocus: false })}
${field({ id: "password", label: "Password", type: "password", autocomplete: "new-password", invalid, autofocus: false, hint: "At least 8 characters, not your e-mail address." })}
<button type="submit" class="primary">Create account</button>
</form>
${googleButton(view, state)}
<p class="links">Already have an account? <a href="${screenHref(state, "login")}">Sign in</a></p>`;
}

function forgotForm(view: LoginView, state: string): string {
  return `<p>Enter the e-mail address of your account and we will send you a link to set a new password.</p>
<form method="post" action="/auth/login/forgot" aria-label="Reset your password">
<input type="hidden" name="state" value="${escapeHtml(state)}">
${field({ id: "email", label: "E-mail address", type: "email", autocomplete: "email", value: view.email, invalid: Boolean(view.error), autofocus: true })}
<button type="submit" class="primary">Send reset link</button>
</form>
<p class="links"><a href="${screenHref(state, "login")}">Back to sign in</a></p>`;
}

function googleButton(view: LoginView, state: string): string {
  if (!view.googleEnabled) return "";
  return `<p class="divider"><span>or</span></p>
<a class="secondary" href="/auth/login/google?${escapeHtml(new URLSearchParams({ state }).toString())}">Continue with Google</a>`;
}

function body(view: LoginView): string {
  if (!view.state) return "";
  if (view.screen === "signup") return signupForm(view, view.state);
  if (view.screen === "forgot") return forgotForm(view, view.state);
  return loginForm(view, view.state);
}

export function renderLoginPage(view: LoginView): string {
  const title = view.state ? TITLES[view.screen] : "Sign-in problem";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${SITE_NAME}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/auth/login/style.css">
</head>
<body>
<header class="site-header"><span class="brand">${SITE_NAME}</span></header>
<main class="page">
<div class="card">
<h1>${escapeHtml(title)}</h1>
${messages(view)}
${body(view)}
</div>
</main>
</body>
</html>
`;
}
