import { Writable } from "node:stream";

/** An error as the server's log serializer wrote it. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

export interface LogEntry {
  level: number;
  msg?: string;
  err?: LoggedError;
  [field: string]: unknown;
}

export interface LogCapture {
  stream: Writable;
  /** Every line written so far, as text. */
  text(): string;
  /** Every line written so far, parsed. */
  entries(): LogEntry[];
  /** The first entry with this message; fails the test when there is none. */
  entry(msg: string): LogEntry;
  clear(): void;
}

/** A log destination for createTestApp({ logStream }) that keeps what the server wrote. */
export function captureLog(): LogCapture {
  let lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  return {
    stream,
    text: () => lines.join("\n"),
    entries: () => lines.map((line) => JSON.parse(line)),
    entry(msg) {
      const found = lines.map((line) => JSON.parse(line) as LogEntry).find((entry) => entry.msg === msg);
      if (!found) throw new Error(`nothing was logged as "${msg}"; the log holds:\n${lines.join("\n")}`);
      return found;
    },
    clear: () => {
      lines = [];
    },
  };
}
