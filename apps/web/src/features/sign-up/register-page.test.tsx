import { USERNAME_MAX_LENGTH, USERNAME_PATTERN } from "@lwl/contracts/username";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { RequireSignedOut } from "../../app/route-guards.tsx";
import { session } from "../../lib/session/session.ts";
import { jsonResponse, mockApi, renderWithApp } from "../../test/render.tsx";
import { identityEndpoints, tokenAnswer } from "../../test/tokens.ts";
import { generatedUsername } from "./generated-username.ts";
import { RegisterPage } from "./register-page.tsx";

function renderRegister() {
  return renderWithApp(null, {
    at: "/register",
    routes: [
      { Component: RequireSignedOut, children: [{ path: "register", Component: RegisterPage }] },
      { path: "/", element: <h1>Home page</h1> },
    ],
  });
}

async function fill(values: Partial<Record<"name" | "email" | "mobile" | "password" | "confirm", string>>) {
  const user = userEvent.setup();
  const type = async (label: RegExp, value: string | undefined) => {
    if (value) await user.type(screen.getByLabelText(label), value);
  };
  await screen.findByLabelText(/Full name/);
  await type(/Full name/, values.name);
  await type(/E-mail address/, values.email);
  await type(/Mobile number/, values.mobile);
  await type(/^Password/, values.password);
  await type(/^Confirm password/, values.confirm);
  return user;
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole("button", { name: "Create account" }));

describe("RegisterPage", () => {
  it("shows the password policy's problems while typing, before anything is sent", async () => {
    const calls = mockApi(await identityEndpoints());
    renderRegister();
    const user = await fill({ name: "Asha Rao", email: "asha@example.com", password: "asha" });
    const hint = screen.getByText(/at least 8 characters long/).closest("ul");
    expect(hint).not.toBeNull();
    expect(
      within(hint as HTMLElement).getByText("Password must not be the part of your e-mail address before the @."),
    ).toBeInTheDocument();
    await submit(user);
    expect(screen.getByText("This password does not meet the rules yet.")).toBeInTheDocument();
    expect(screen.getByText("Type the password again to confirm it.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("refuses one of the most common passwords before anything is sent", async () => {
    const calls = mockApi(await identityEndpoints());
    renderRegister();
    const user = await fill({ name: "Asha Rao", email: "asha@example.com", password: "password", confirm: "password" });
    expect(
      screen.getByText(
        "This password is one of the most common ones and easy to guess. Please choose a less common password.",
      ),
    ).toBeInTheDocument();
    await submit(user);
    expect(screen.getByText("This password does not meet the rules yet.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("checks the name, the e-mail shape, the mobile format and the confirmation", async () => {
    const calls = mockApi(await identityEndpoints());
    renderRegister();
    const user = await fill({ email: "asha@", mobile: "12ab", password: "long enough pw", confirm: "different pw" });
    await submit(user);
    expect(screen.getByLabelText(/Full name/)).toHaveAccessibleDescription("Full name is required.");
    expect(screen.getByLabelText(/E-mail address/)).toHaveAccessibleDescription(
      "We will send a link to this address to verify it. E-mail address must be a valid e-mail address.",
    );
    expect(
      screen.getByText("Mobile number must be 7 to 20 characters: digits, spaces and an optional leading +."),
    ).toBeInTheDocument();
    expect(screen.getByText("The new password and its confirmation do not match.")).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("refuses a control character in the name before sending (it is quoted in the verification e-mail)", async () => {
    const calls = mockApi(await identityEndpoints());
    renderRegister();
    const user = await fill({ email: "asha@example.com", password: "a long passphrase", confirm: "a long passphrase" });
    // Pasted: a one-line box drops line breaks by itself, but keeps other control characters.
    const name = screen.getByLabelText(/Full name/);
    await user.click(name);
    await user.paste("Asha\u0000Rao");
    await submit(user);
    expect(name).toHaveAccessibleDescription("Full name must not contain control characters.");
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("shows the server's field issues beside the fields, with its names mapped to the form's", async () => {
    mockApi({
      ...(await identityEndpoints()),
      "POST /auth/dbconnections/signup": () =>
        jsonResponse(
          {
            error: "invalid_request",
            error_description: "full_name must not contain control characters",
            issues: [{ path: "user_metadata.full_name", message: "full_name must not contain control characters" }],
          },
          400,
        ),
    });
    renderRegister();
    const user = await fill({
      name: "Asha Rao",
      email: "asha@example.com",
      password: "a long passphrase",
      confirm: "a long passphrase",
    });
    await submit(user);
    expect(await screen.findByText("Full name must not contain control characters.")).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Please correct the highlighted fields.")).toBeInTheDocument();
  });

  it("signs up with a generated username and the metadata, then signs the new person in", async () => {
    const calls = mockApi({
      ...(await identityEndpoints()),
      "POST /auth/dbconnections/signup": {
        _id: "u1",
        email: "asha.rao@example.com",
        email_verified: false,
        username: "asharaoab1",
        user_metadata: { full_name: "Asha Rao", mobile: "+91 98765 43210" },
      },
      "POST /auth/oauth/token": await tokenAnswer(),
    });
    renderRegister();
    const user = await fill({
      name: "Asha Rao",
      email: "asha.rao@example.com",
      mobile: "+91 98765 43210",
      password: "a long passphrase",
      confirm: "a long passphrase",
    });
    await submit(user);
    expect(await screen.findByRole("heading", { name: "Home page" })).toBeInTheDocument();
    const signup = calls.find((call) => call.url.pathname === "/auth/dbconnections/signup")?.body as Record<
      string,
      unknown
    >;
    expect(signup).toMatchObject({
      client_id: "learnwithoutlimits-web",
      connection: "Username-Password-Authentication",
      email: "asha.rao@example.com",
      password: "a long passphrase",
      user_metadata: { full_name: "Asha Rao", mobile: "+91 98765 43210" },
    });
    expect(signup.username).toMatch(/^asharao[a-z0-9]{3}$/);
    expect(session.getSnapshot().status).toBe("signed-in");
    expect(await screen.findByText(/We have sent a link to asha.rao@example.com/)).toBeInTheDocument();
  });

  it("shows the provider's description, or 'Registration failed'", async () => {
    mockApi({
      ...(await identityEndpoints()),
      "POST /auth/dbconnections/signup": () =>
        jsonResponse(
          {
            error: "user_exists",
            error_description: "The user already exists.",
            description: "The user already exists.",
            code: "user_exists",
          },
          400,
        ),
    });
    const view = renderRegister();
    let user = await fill({
      name: "Asha",
      email: "asha@example.com",
      password: "a long passphrase",
      confirm: "a long passphrase",
    });
    await submit(user);
    expect(await screen.findByText("The user already exists.")).toBeInTheDocument();
    view.unmount();

    mockApi({
      ...(await identityEndpoints()),
      "POST /auth/dbconnections/signup": () => jsonResponse({ error: "server_error" }, 503),
    });
    renderRegister();
    user = await fill({
      name: "Asha",
      email: "asha@example.com",
      password: "a long passphrase",
      confirm: "a long passphrase",
    });
    await submit(user);
    expect(await screen.findByText("Registration failed")).toBeInTheDocument();
  });
});

describe("generatedUsername (docs/product.md section 5)", () => {
  it("is the e-mail prefix plus 3 random characters, at most 10 characters", () => {
    const names = new Set<string>();
    for (let i = 0; i < 50; i += 1) {
      const name = generatedUsername("Priya.Sharma-Long@example.com");
      expect(name).toMatch(USERNAME_PATTERN);
      expect(name.length).toBeLessThanOrEqual(USERNAME_MAX_LENGTH);
      expect(name.startsWith("priyash")).toBe(true);
      names.add(name);
    }
    // 50 draws from 36^3 possibilities: repeats would mean the suffix is not random.
    expect(names.size).toBeGreaterThan(45);
    expect(generatedUsername("al@example.com")).toMatch(/^al[a-z0-9]{3}$/);
  });
});
