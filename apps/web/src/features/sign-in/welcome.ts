import { toast } from "react-toastify";
import { session } from "../../lib/session/session.ts";

/** The toast after a sign-in, greeting the person by name when the token has one. */
export function welcomeBack(): void {
  const name = session.getSnapshot().user?.fullName;
  // One greeting per sign-in, even when React runs the callback page's effect twice in development.
  toast.success(name ? `Welcome back, ${name}!` : "You are signed in.", { toastId: "welcome" });
}
