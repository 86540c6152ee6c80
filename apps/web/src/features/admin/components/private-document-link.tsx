import { useState } from "react";
import { toast } from "react-toastify";
import { Button } from "../../../components/ui/button.tsx";
import { session } from "../../../lib/session/session.ts";

export const DOCUMENT_FAILED = "Could not open the document.";

/**
 * A claim's private document (GET /api/media/documents/{id}, administrators only). The server wants
 * the bearer token, which a plain link cannot send, so it is fetched and opened as a local copy.
 */
export function PrivateDocumentLink({ path }: { path: string }) {
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    // Opened before the fetch, while the click still counts as the user's: a later window.open is blocked.
    const view = window.open("", "_blank");
    try {
      const token = await session.validAccessToken();
      const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      if (!response.ok) throw new Error(`document answered ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      if (view) view.location.href = url;
      else window.location.assign(url);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      view?.close();
      console.error(DOCUMENT_FAILED, error);
      toast.error(DOCUMENT_FAILED);
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button variant="outline" size="small" onClick={() => void open()} disabled={opening}>
      {opening ? "Opening…" : "Open the private document"}
    </Button>
  );
}
