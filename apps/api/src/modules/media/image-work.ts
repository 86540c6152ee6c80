/**
 * A queue for decoding and resizing uploaded images (issue 23): four uploads at once used to take
 * both cores for seconds, and every other request waited behind them. Image jobs now run one at a
 * time; the others wait their turn in arrival order (an upload is never refused for being second).
 */

export interface ImageWork {
  /** Runs the job once a slot is free, and answers what it answers (or throws what it throws). */
  run<T>(job: () => Promise<T>): Promise<T>;
}

/**
 * Jobs at once in one server process. One decode of a 40-megapixel photo keeps a core busy for about
 * a second; one at a time leaves the other core to every other request on a two-core machine.
 */
export const IMAGE_JOBS_AT_ONCE = 1;

export function createImageWork(jobsAtOnce: number): ImageWork {
  if (!Number.isInteger(jobsAtOnce) || jobsAtOnce < 1) throw new Error(`jobsAtOnce must be 1 or more: ${jobsAtOnce}`);
  let running = 0;
  const waiting: (() => void)[] = [];

  // A finished job hands its slot straight to the next one waiting, so a newcomer cannot jump the queue.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running < jobsAtOnce) running += 1;
      else await new Promise<void>((start) => waiting.push(start));
      try {
        return await job();
      } finally {
        release();
      }
    },
  };
}
