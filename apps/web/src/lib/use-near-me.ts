import { useCallback, useState } from "react";

export interface Position {
  lat: number;
  lng: number;
}

/** The position, rounded to about 100 m: enough to sort by distance, and what goes into a shared address. */
function rounded(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * Asks the browser where the visitor is (issue 9's near me). `locating` is true while it works out
 * the answer, for the full-screen "Locating your position..." overlay; a refusal, no support or a
 * timeout resolves to null, for the caller to explain.
 */
export function useNearMe() {
  const [locating, setLocating] = useState(false);
  const locate = useCallback(
    () =>
      new Promise<Position | null>((resolve) => {
        if (!("geolocation" in navigator)) {
          resolve(null);
          return;
        }
        setLocating(true);
        navigator.geolocation.getCurrentPosition(
          (position) => {
            setLocating(false);
            resolve({ lat: rounded(position.coords.latitude), lng: rounded(position.coords.longitude) });
          },
          () => {
            setLocating(false);
            resolve(null);
          },
          { timeout: 10_000, maximumAge: 300_000 },
        );
      }),
    [],
  );
  return { locating, locate };
}
