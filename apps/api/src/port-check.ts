import { createServer } from "node:net";

/** Another process listens on the port this server was told to use. */
export class PortInUseError extends Error {
  constructor(
    readonly host: string,
    readonly port: number,
  ) {
    super(
      `Port ${port} on ${host} is already in use (another server?): stop that process, or set PORT to a free port.`,
    );
    this.name = "PortInUseError";
  }
}

/**
 * Binds the port for a moment and lets it go. Run before the database opens, so a second server
 * started by mistake on a busy port stops without touching the data (issue 8.1).
 */
export function assertPortIsFree(host: string, port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => {
      reject(error.code === "EADDRINUSE" ? new PortInUseError(host, port) : error);
    });
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}
