import { Outlet, ScrollRestoration } from "react-router";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import styles from "./root-layout.module.css";

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
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
