import { onTestFinished } from "vitest";
import type { Database, DatabaseHandle } from "../../src/db/client.ts";
import { type ContentChange, onContentChange } from "../../src/modules/content-changes/service.ts";

/** Every change `db`'s listeners hear from now until the end of the test, in order. */
export function changesHeardOn(db: Database): (ContentChange | null)[] {
  const heard: (ContentChange | null)[] = [];
  onTestFinished(
    onContentChange(db, (change) => {
      heard.push(change);
    }),
  );
  return heard;
}

/** A log that keeps the messages of what it was told. */
export function recordingLog() {
  const messages: string[] = [];
  return {
    messages,
    warn(_object: object, message: string) {
      messages.push(message);
    },
  };
}

/**
 * A LISTEN connection the test controls, in place of the one `DatabaseHandle.listen` opens on
 * PostgreSQL: it can bring a notification, fail, refuse to open, or fail to close.
 */
export interface ControlledListenConnection {
  listen: NonNullable<DatabaseHandle["listen"]>;
  /** Connections opened so far. */
  opened(): number;
  /** Connections closed so far. */
  closed(): number;
  /** The open connection brings a notification (another instance's NOTIFY). */
  deliver(payload: string): void;
  /** The open connection fails, as when the server ends it. */
  fail(): void;
  /** While true, opening a connection fails (the server is unreachable). */
  refuseOpening: boolean;
  /** While true, closing a connection fails. */
  failClosing: boolean;
}

export function controlledListenConnection(): ControlledListenConnection {
  type Connection = { onMessage: (payload: string) => void; onError: (error: Error) => void };
  let current: Connection | null = null;
  let opened = 0;
  let closed = 0;
  const control: ControlledListenConnection = {
    refuseOpening: false,
    failClosing: false,
    async listen(_channel, onMessage, onError) {
      if (control.refuseOpening) throw new Error("connect ECONNREFUSED");
      opened += 1;
      const connection: Connection = { onMessage, onError };
      current = connection;
      return async () => {
        closed += 1;
        if (current === connection) current = null;
        if (control.failClosing) throw new Error("the connection could not be closed");
      };
    },
    opened: () => opened,
    closed: () => closed,
    deliver: (payload) => current?.onMessage(payload),
    fail: () => current?.onError(new Error("the LISTEN connection ended")),
  };
  return control;
}
