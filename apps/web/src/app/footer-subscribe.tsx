import { type FormEvent, useId } from "react";
import { useNavigate } from "react-router";
import { subscribeFormPath } from "../lib/paths.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import styles from "./footer.module.css";

/**
 * The footer's newsletter box: it only carries the address to the subscription form
 * (/subscribeform/{email}), which checks it and asks for categories, so the landing page's first
 * script gains no form library.
 */
export function FooterSubscribe() {
  const navigate = useNavigate();
  const inputId = useId();
  // Disabled in the server's first paint: sent before the app runs, the form would go nowhere.
  const ready = useHydrated();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get("email");
    void navigate(subscribeFormPath(typeof email === "string" ? email.trim() : ""));
  };
  return (
    <form className={styles.subscribe} onSubmit={submit} aria-label="Newsletter">
      <h2 className={styles.heading}>Newsletter</h2>
      <label htmlFor={inputId}>Your e-mail</label>
      <div className={styles.subscribeRow}>
        <input id={inputId} name="email" type="email" autoComplete="email" maxLength={254} disabled={!ready} />
        <button type="submit" disabled={!ready}>
          Subscribe
        </button>
      </div>
    </form>
  );
}
