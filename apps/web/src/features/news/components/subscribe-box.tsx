import { lazy, Suspense } from "react";
import { importOrReload } from "../../../lib/stale-build.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import styles from "./news.module.css";

/**
 * The form's code (its zod schema and the form hooks, about 40 KB gzip) loads after the page's first
 * paint: the box is at the foot of every news page, below the first screen, and an article must not
 * wait for it (issue 13 item 5). Until then the box holds a space of the form's height.
 */
const SubscribeForm = lazy(() =>
  importOrReload(() => import("./subscribe-form.tsx")).then((module) => ({ default: module.SubscribeForm })),
);

/** The newsletter box at the foot of every news page. */
export function SubscribeBox() {
  // Not in the server's first paint: typed into before the app runs, the form would go nowhere.
  const hydrated = useHydrated();
  const pending = <div className={styles.subscribeFormPending} />;
  return (
    <section className={styles.subscribe} aria-labelledby="subscribe-title">
      <div>
        <h2 id="subscribe-title">Get the news by e-mail</h2>
        <p>New articles in the categories you choose. Confirm by e-mail; unsubscribe in one click.</p>
      </div>
      {hydrated ? (
        <Suspense fallback={pending}>
          <SubscribeForm compact />
        </Suspense>
      ) : (
        pending
      )}
    </section>
  );
}
