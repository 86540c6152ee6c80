/**
 * The app's one clock (docs/decisions/0023-one-clock.md): every wall-clock instant a rule decides by
 * (a token's expiry, a limit's window, an e-mail link's lifetime, a kept value's age) is read from
 * the `Clock` in the app's deps, so a test sets the instant instead of waiting for it.
 *
 * Not for durations: how long a request or a query took, or how late the event loop runs, is measured
 * with `performance.now()`/`Date.now()`, which a test has no reason to move.
 */

/** Answers the current instant. */
export type Clock = () => Date;

/** The real time: what buildApp uses unless it is given another clock. */
export const systemClock: Clock = () => new Date();

/** The instant `ms` milliseconds after `from` (before it when negative). */
export const later = (from: Date, ms: number): Date => new Date(from.getTime() + ms);
