import { BANNER_INTERVAL_MS, SWIPE_THRESHOLD_PX } from "@lwl/contracts/constants";
import { ButtonLink } from "../../../components/ui/button.tsx";
import styles from "./banner-carousel.module.css";
import { BANNER_SLIDES } from "./banner-slides.ts";
import { LandingSearchButton } from "./landing-search-button.tsx";
import { useCarousel } from "./use-carousel.ts";

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}

/**
 * The landing banner (docs/product.md section 2): three pictures, a new one every 5 s, paused on hover, at most
 * 600 px high, swipeable. It follows the WAI carousel pattern: labelled slides, hidden slides out of the
 * tab order, a pause button, and announcements only while it is not rotating by itself.
 */
export function BannerCarousel() {
  const count = BANNER_SLIDES.length;
  const carousel = useCarousel({ count, intervalMs: BANNER_INTERVAL_MS, swipeThresholdPx: SWIPE_THRESHOLD_PX });

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="Highlights"
      data-testid="banner"
      {...carousel.containerHandlers}
    >
      {BANNER_SLIDES.map((slide, position) => (
        <div
          key={slide.image}
          className={position === carousel.index ? `${styles.slide} ${styles.active}` : styles.slide}
          aria-hidden="true"
        >
          <img
            className={styles.image}
            src={slide.image}
            alt=""
            width={1600}
            height={600}
            // The first picture is the page's largest paint: fetch it first; the others can wait.
            fetchPriority={position === 0 ? "high" : "low"}
            loading={position === 0 ? "eager" : "lazy"}
            decoding={position === 0 ? "sync" : "async"}
          />
        </div>
      ))}
      <div className={styles.shade} />
      <div className={styles.copy}>
        <div className="container">
          <div className={styles.copyInner}>
            <h1 className={styles.tagline}>
              LEARN <span className={styles.taglineAccent}>WITHOUT LIMITS</span>
            </h1>
            <LandingSearchButton />
            <div className={styles.captions} aria-live={carousel.rotating ? "off" : "polite"}>
              {BANNER_SLIDES.map((slide, position) => {
                const active = position === carousel.index;
                return (
                  // biome-ignore lint/a11y/useSemanticElements: the WAI carousel pattern labels each slide as a group, not a form fieldset.
                  <div
                    key={slide.image}
                    className={active ? `${styles.caption} ${styles.captionActive}` : styles.caption}
                    role="group"
                    aria-roledescription="slide"
                    aria-label={`${position + 1} of ${count}`}
                    aria-hidden={!active}
                    inert={!active}
                  >
                    <p className={styles.slideTitle}>{slide.title}</p>
                    <p className={styles.slideText}>{slide.text}</p>
                    <ButtonLink to={slide.link.to} variant="secondary">
                      {slide.link.label}
                    </ButtonLink>
                  </div>
                );
              })}
            </div>
          </div>
        </div>
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.control} onClick={carousel.previous} aria-label="Previous slide">
          <span aria-hidden="true">‹</span>
        </button>
        <div className={styles.dots}>
          {BANNER_SLIDES.map((slide, position) => (
            <button
              key={slide.image}
              type="button"
              className={styles.dot}
              onClick={() => carousel.goTo(position)}
              aria-label={`Show slide ${position + 1} of ${count}`}
              aria-current={position === carousel.index ? "true" : undefined}
            />
          ))}
        </div>
        <button type="button" className={styles.control} onClick={carousel.next} aria-label="Next slide">
          <span aria-hidden="true">›</span>
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={carousel.toggleStopped}
          aria-label={carousel.stopped ? "Start slide rotation" : "Stop slide rotation"}
          // The icon's meaning in words for pointer users too.
          title={carousel.stopped ? "Start slide rotation" : "Stop slide rotation"}
        >
          {carousel.stopped ? <PlayIcon /> : <PauseIcon />}
        </button>
      </div>
    </section>
  );
}
