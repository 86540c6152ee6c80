import styles from "./news.module.css";
import { SubscribeForm } from "./subscribe-form.tsx";

/** The newsletter box at the foot of every news page. */
export function SubscribeBox() {
  return (
    <section className={styles.subscribe} aria-labelledby="subscribe-title">
      <div>
        <h2 id="subscribe-title">Get the news by e-mail</h2>
        <p>New articles in the categories you choose. Confirm by e-mail; unsubscribe in one click.</p>
      </div>
      <SubscribeForm compact />
    </section>
  );
}
