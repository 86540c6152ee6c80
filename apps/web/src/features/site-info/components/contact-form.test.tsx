import { screen } from "@testing-library/react";
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

describe("ContactForm", () => {
  it("posts the message, confirms it and clears the form", async () => {
    const calls = mockApi({
      "POST /api/contact": () => jsonResponse({ id: 3, message: "Thank you! Your message has been sent." }, 201),
    });
    renderWithApp(<ContactForm />);
    const user = await fillIn();
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByTestId("contact-outcome")).toHaveTextContent("Thank you! Your message has been sent.");
    expect(calls[0]?.body).toEqual({
      name: "Asha Rao",
      email: "asha@example.com",
      subject: "Listing update",
      message: "Please update our phone number.",
    });
    expect(screen.getByLabelText(/Your name/)).toHaveValue("");
  });

  it("shows the server's 400 messages beside the fields they name", async () => {
    mockApi({
      "POST /api/contact": () =>
        jsonResponse(
          {
            statusCode: 400,
            error: "Bad Request",
            message: "email must be a valid e-mail address; message must be at least 10 characters",
          },
          400,
        ),
    });
    renderWithApp(<ContactForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Send message" }));
    const email = screen.getByLabelText(/E-mail address/);
    expect(await screen.findByText("Email must be a valid e-mail address")).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Email must be a valid e-mail address");
    expect(screen.getByText("Message must be at least 10 characters")).toBeInTheDocument();
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
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByTestId("contact-outcome")).toHaveTextContent("Too many messages from your address.");
  });
});
