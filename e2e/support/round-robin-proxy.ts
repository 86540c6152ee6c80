import { createServer, request as httpRequest, type Server } from "node:http";

export interface RoundRobinProxy {
  url: string;
  /** Points the proxy at the instances once they run (the port is chosen first: it is their PUBLIC_URL). */
  setTargets(targets: string[]): void;
  close(): Promise<void>;
}

/** The header the proxy adds to every answer: which instance (0, 1, ...) served it. */
export const BACKEND_HEADER = "x-test-backend";
/** A request header the proxy turns into X-Forwarded-For, so a test can act as different clients. */
export const CLIENT_ADDRESS_HEADER = "x-test-client-address";

/**
 * A load balancer in miniature: each request goes to the next instance in turn, as one hop that sets
 * X-Forwarded-For (the instances run with TRUST_PROXY=1).
 */
export function startRoundRobinProxy(port: number): Promise<RoundRobinProxy> {
  let targets: URL[] = [];
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    if (targets.length === 0) {
      outgoing.writeHead(503).end("no instances yet");
      return;
    }
    const index = next++ % targets.length;
    const target = targets[index] as URL;
    const headers = { ...incoming.headers };
    const client = headers[CLIENT_ADDRESS_HEADER];
    delete headers[CLIENT_ADDRESS_HEADER];
    headers["x-forwarded-for"] = typeof client === "string" ? client : (incoming.socket.remoteAddress ?? "127.0.0.1");
    const upstream = httpRequest(
      { hostname: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, [BACKEND_HEADER]: String(index) });
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { [BACKEND_HEADER]: String(index) });
      outgoing.end(`instance ${index} failed: ${error.message}`);
    });
    incoming.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        setTargets(urls) {
          targets = urls.map((url) => new URL(url));
        },
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
