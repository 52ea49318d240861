/**
 * The application's clock. Use cases read time from `actor.now()` (or a job's clock), never
 * from `new Date()`, so tests can move time (quote expiry, renewals, lockouts) without waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that tests set and advance by hand. */
export function manualClock(start: Date = new Date()): Clock & {
  set(date: Date): void;
  advance(ms: number): void;
} {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
