/**
 * What the server process does with an error nobody caught (issue 23.1, ADR 0020).
 *
 * - A rejected promise nobody observed is logged as a bug and the server keeps serving. Every
 *   fire-and-forget promise in the code is observed (`inBackground`), so this is the net under a
 *   missed one: the usual cause is a query that failed while the database was briefly unreachable,
 *   and ending the process then turns a blip that costs some 503s into an outage that needs a human.
 * - An uncaught exception may have left state half-changed, so it still closes the server
 *   gracefully and exits (a supervisor restarts it), as close-with-grace does on signals.
 *
 * Either way the error goes through the app's logger, so its serializer keeps SQL text and
 * parameter values out of the log; close-with-grace would otherwise print to the console.
 */
import closeWithGrace from "close-with-grace";

export interface ProcessLog {
  error(object: object, message: string): void;
  info(object: object, message: string): void;
}

export interface ProcessGuard {
  /** Removes the handlers (tests). */
  uninstall(): void;
}

/** Installs the handlers; `close` stops the server (it has 10 s before the process exits anyway). */
export function guardProcess(log: ProcessLog, close: () => Promise<void>): ProcessGuard {
  const onUnhandledRejection = (reason: unknown) => {
    log.error({ err: reason }, "a promise failed with nobody to handle it (a bug); the server keeps serving");
  };
  process.on("unhandledRejection", onUnhandledRejection);
  const grace = closeWithGrace(
    {
      delay: 10_000,
      skip: ["unhandledRejection"],
      // close-with-grace's own lines ("second error, exiting", the error itself): through the serializer too.
      logger: {
        error: (value: unknown) =>
          value instanceof Error
            ? log.error({ err: value }, "error while shutting down")
            : log.error({}, String(value)),
      },
    },
    async ({ signal, err }) => {
      if (err) log.error({ err }, "shutting down after an error");
      else log.info({ signal }, "shutting down");
      await close();
    },
  );
  return {
    uninstall() {
      process.off("unhandledRejection", onUnhandledRejection);
      grace.uninstall();
    },
  };
}
