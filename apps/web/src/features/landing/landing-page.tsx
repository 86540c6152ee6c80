import { landingHead } from "@lwl/contracts/page-head";
import { lazy, Suspense } from "react";
import { PageHead } from "../../lib/page-head.tsx";
import { importOrReload } from "../../lib/stale-build.ts";
import { BannerCarousel } from "./components/banner-carousel.tsx";
import { FeatureTiles } from "./components/feature-tiles.tsx";
import { SplashScreen } from "./components/splash-screen.tsx";
import { useFirstVisitSplash } from "./components/use-first-visit-splash.ts";
import styles from "./landing-page.module.css";

/**
 * News and the listing bands are below the first screen: their code (cards, news rotation) loads
 * after the first paint, keeping the landing route's initial JavaScript small (bench/web-budget.ts).
 */
const LandingSections = lazy(() =>
  importOrReload(() => import("./components/landing-sections.tsx")).then((module) => ({
    default: module.LandingSections,
  })),
);

/** The landing page (docs/product.md section 2): tagline and banner, four tiles, news, and the listing bands. */
export function LandingPage() {
  const showSplash = useFirstVisitSplash();
  return (
    <>
      <PageHead head={landingHead()} />
      {showSplash ? <SplashScreen /> : null}
      <BannerCarousel />
      <FeatureTiles />
      {/* A screen's height until the sections come, so the footer stays below the fold meanwhile. */}
      <Suspense
        fallback={
          <div className={styles.sectionsPlaceholder} aria-busy="true" data-testid="landing-sections-placeholder" />
        }
      >
        <LandingSections />
      </Suspense>
    </>
  );
}
