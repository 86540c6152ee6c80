import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { ScrollRestoration } from "../lib/router/scroll-restoration.tsx";
import { importOrReload } from "../lib/stale-build.ts";
import { Header } from "./header.tsx";
import styles from "./root-layout.module.css";

/**
 * The footer is always below the first screen (main is at least a screen tall): its code loads after
 * the first paint, keeping it out of the entry script (bench/web-budget.ts).
 */
const Footer = lazy(() => importOrReload(() => import("./footer.tsx")).then((module) => ({ default: module.Footer })));

export function RootLayout() {
  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <Header />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
