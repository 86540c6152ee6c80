import { type FormEvent, useId } from "react";
import { useNavigate } from "react-router";
import { subscribeFormPath } from "../lib/paths.ts";
import styles from "./footer.module.css";

/**
 * The footer's newsletter box: it only carries the address to the subscription form
 * (/subscribeform/{email}), which checks it and asks for categories, so the landing page's first
 * script gains no form library.
 */
export function FooterSubscribe() {
  const navigate = useNavigate();
  const inputId = useId();
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
        <input id={inputId} name="email" type="email" autoComplete="email" maxLength={254} />
        <button type="submit">Subscribe</button>
      </div>
    </form>
  );
}
