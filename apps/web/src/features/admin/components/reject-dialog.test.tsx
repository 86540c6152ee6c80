import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { REASON_REQUIRED, RejectDialog } from "./reject-dialog.tsx";

/** A page with a button that opens the dialog, as the review panel does. */
function Harness({ onConfirm }: { onConfirm(reason: string): Promise<void> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reject…
      </button>
      <button type="button">Something else</button>
      {open ? (
        <RejectDialog
          subject="Green Valley School"
          onCancel={() => setOpen(false)}
          onConfirm={async (reason) => {
            await onConfirm(reason);
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

async function openDialog(onConfirm = vi.fn(async () => {})) {
  const user = userEvent.setup();
  render(<Harness onConfirm={onConfirm} />);
  const opener = screen.getByRole("button", { name: "Reject…" });
  await user.click(opener);
  const dialog = screen.getByRole("dialog", { name: "Reject “Green Valley School”" });
  return { user, opener, dialog, onConfirm };
}

describe("the reject dialog", () => {
  it("is a modal dialog named after what is rejected, with focus on the reason", async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(screen.getByRole("textbox", { name: /Reason/ })).toHaveFocus();
  });

  it("keeps focus inside: Tab from the last control goes to the first, Shift+Tab from the first to the last", async () => {
    const { user } = await openDialog();
    const reason = screen.getByRole("textbox", { name: /Reason/ });
    const cancel = screen.getByRole("button", { name: "Cancel" });
    const reject = screen.getByRole("button", { name: "Reject" });
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(reject).toHaveFocus();
    await user.tab();
    expect(reason).toHaveFocus();
    await user.tab({ shift: true });
    expect(reject).toHaveFocus();
  });

  it("requires a reason, says so next to the box and sends nothing", async () => {
    const { user, onConfirm } = await openDialog();
    await user.type(screen.getByRole("textbox", { name: /Reason/ }), "   ");
    await user.click(screen.getByRole("button", { name: "Reject" }));
    const reason = screen.getByRole("textbox", { name: /Reason/ });
    expect(reason).toHaveAttribute("aria-invalid", "true");
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(REASON_REQUIRED));
    expect(reason).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("sends the trimmed reason, closes and gives focus back to the button that opened it", async () => {
    const { user, opener, onConfirm } = await openDialog();
    await user.type(screen.getByRole("textbox", { name: /Reason/ }), "  The address is incomplete.  ");
    await user.click(screen.getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledWith("The address is incomplete.");
    expect(opener).toHaveFocus();
  });

  it("closes on Escape without sending, focus back on the opener", async () => {
    const { user, opener, onConfirm } = await openDialog();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it("stays open with the reason kept when sending fails, for another try", async () => {
    const failing = vi.fn(async () => {
      throw new Error("409");
    });
    const { user } = await openDialog(failing);
    await user.type(screen.getByRole("textbox", { name: /Reason/ }), "Not enough detail.");
    await user.click(screen.getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Reject" })).toBeEnabled());
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Reason/ })).toHaveValue("Not enough detail.");
  });
});
