import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi, renderWithApp } from "../../../test/render.tsx";
import { ContactForm } from "./contact-form.tsx";

async function fillIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Your name/), "Asha Rao");
  await user.type(screen.getByLabelText(/E-mail address/), "asha@example.com");
  await user.type(screen.getByLabelText(/Subject/), "Listing update");
  await user.type(screen.getByLabelText(/Message/), "Please update our phone number.");
  return user;
}

const send = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole("button", { name: "Send message" }));

describe("ContactForm", () => {
  it("posts the message, confirms it and clears the form without marking any field", async () => {
    const calls = mockApi({
      "POST /api/contact": () => jsonResponse({ id: 3, message: "Thank you! Your message has been sent." }, 201),
    });
    renderWithApp(<ContactForm />);
    const user = await fillIn();
    await send(user);
    expect(await screen.findByTestId("contact-outcome")).toHaveTextContent("Thank you! Your message has been sent.");
    expect(calls[0]?.body).toEqual({
      name: "Asha Rao",
      email: "asha@example.com",
      subject: "Listing update",
      message: "Please update our phone number.",
    });
    const form = screen.getByRole("form", { name: "Contact form" });
    for (const box of [...within(form).getAllByRole("textbox")]) {
      expect(box).toHaveValue("");
      expect(box).not.toHaveAttribute("aria-invalid");
    }
  });

  it("after a success, a second click on the empty form shows only the fields' problems, not the thanks", async () => {
    const calls = mockApi({
      "POST /api/contact": () => jsonResponse({ id: 3, message: "Thank you! Your message has been sent." }, 201),
    });
    renderWithApp(<ContactForm />);
    const user = await fillIn();
    await send(user);
    expect(await screen.findByTestId("contact-outcome")).toHaveTextContent("Thank you! Your message has been sent.");
    await send(user);
    expect(await screen.findByText("Your name is required.")).toBeInTheDocument();
    expect(screen.getByTestId("contact-outcome")).toHaveTextContent("");
    const form = screen.getByRole("form", { name: "Contact form" });
    expect(within(form).queryByText(/Thank you/)).not.toBeInTheDocument();
    // No second success toast (the first one is dismissed; jsdom never finishes its exit animation).
    expect(screen.getAllByText("Thank you! Your message has been sent.")).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it("shows the contract's problems beside the fields before sending anything", async () => {
    const calls = mockApi({});
    renderWithApp(<ContactForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/E-mail address/), "not-an-address");
    await user.type(screen.getByLabelText(/Message/), "Hi");
    await send(user);

    const name = screen.getByLabelText(/Your name/);
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Your name is required.");
    expect(screen.getByLabelText(/E-mail address/)).toHaveAccessibleDescription(
      "E-mail address must be a valid e-mail address.",
    );
    expect(screen.getByLabelText(/Subject/)).toHaveAccessibleDescription("Subject is required.");
    expect(screen.getByLabelText(/Message/)).toHaveAccessibleDescription(
      "At least 10 characters. Message must be at least 10 characters.",
    );
    expect(calls).toEqual([]);
  });

  it("clears a field's problem once it is corrected", async () => {
    mockApi({});
    renderWithApp(<ContactForm />);
    const user = userEvent.setup();
    await send(user);
    const name = screen.getByLabelText(/Your name/);
    expect(name).toHaveAttribute("aria-invalid", "true");
    await user.type(name, "Asha");
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Your name is required.")).not.toBeInTheDocument();
  });

  it("shows the server's field issues beside the fields they name", async () => {
    mockApi({
      "POST /api/contact": () =>
        jsonResponse(
          {
            statusCode: 400,
            error: "Bad Request",
            message: "email must be a valid e-mail address; subject must not contain control characters",
            issues: [
              { path: "email", message: "email must be a valid e-mail address" },
              { path: "subject", message: "subject must not contain control characters" },
            ],
          },
          400,
        ),
    });
    renderWithApp(<ContactForm />);
    const user = await fillIn();
    await send(user);

    const email = screen.getByLabelText(/E-mail address/);
    expect(await screen.findByText("E-mail address must be a valid e-mail address.")).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("E-mail address must be a valid e-mail address.");
    expect(screen.getByLabelText(/Subject/)).toHaveAccessibleDescription(
      "Subject must not contain control characters.",
    );
    expect(screen.getByLabelText(/Your name/)).not.toHaveAttribute("aria-invalid");
    expect(screen.getByTestId("contact-outcome")).toHaveTextContent("Please correct the highlighted fields.");
  });

  it("says when too many messages were sent", async () => {
    mockApi({
      "POST /api/contact": () =>
        jsonResponse(
          { statusCode: 429, error: "Too Many Requests", message: "Too many messages from your address." },
          429,
        ),
    });
    renderWithApp(<ContactForm />);
    const user = await fillIn();
    await send(user);
    expect(await screen.findByTestId("contact-outcome")).toHaveTextContent("Too many messages from your address.");
  });

  it("says the message was not sent when the server fails", async () => {
    mockApi({ "POST /api/contact": () => new Response("", { status: 503 }) });
    renderWithApp(<ContactForm />);
    const user = await fillIn();
    await send(user);
    expect(await screen.findByTestId("contact-outcome")).toHaveTextContent(
      "Your message could not be sent. Please check your connection and try again.",
    );
  });
});
