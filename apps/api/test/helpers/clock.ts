import type { Clock } from "../../src/shared/clock.ts";

/**
 * A clock a test moves (docs/decisions/0023-one-clock.md). It runs with the real time until a test
 * sets it; `set` stops it at an instant, and `advance` moves it on (a running or a stopped clock).
 */
export interface TestClock {
  /** The app's clock: give it to buildApp or to a service's deps. */
  readonly now: Clock;
  /** Stops the clock at this instant: every reading answers it until the clock is moved. */
  set(instant: Date | string): void;
  /** Moves the clock by this many milliseconds (back when negative). */
  advance(ms: number): void;
}

export function createTestClock(start?: Date | string): TestClock {
  // Either a fixed instant or an offset from the real time.
  let fixed: number | null = start === undefined ? null : new Date(start).getTime();
  let offset = 0;
  return {
    now: () => new Date(fixed ?? Date.now() + offset),
    set(instant) {
      fixed = new Date(instant).getTime();
    },
    advance(ms) {
      if (fixed === null) offset += ms;
      else fixed += ms;
    },
  };
}

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
