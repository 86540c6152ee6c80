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
 * Headers that describe one connection, not the message (RFC 9110 section 7.6.1): a proxy does not pass
 * them on. Passed on, the instances' "Keep-Alive: timeout=72" told the test's client that the proxy's
 * own connections stay open 72 s while the proxy closed them after 5 s idle, and a request sent on one
 * as it closed failed with "other side closed" (a clean-clone run, session 15).
 */
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"];

/** What the proxy keeps a client's idle connection open for, as a load balancer's idle timeout (60 s here). */
const IDLE_MS = 60_000;

const withoutHopByHop = <T extends Record<string, unknown>>(headers: T): T => {
  const kept = { ...headers };
  for (const name of HOP_BY_HOP) delete kept[name];
  return kept;
};

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
    const headers = withoutHopByHop(incoming.headers);
    const client = headers[CLIENT_ADDRESS_HEADER];
    delete headers[CLIENT_ADDRESS_HEADER];
    headers["x-forwarded-for"] = typeof client === "string" ? client : (incoming.socket.remoteAddress ?? "127.0.0.1");
    const upstream = httpRequest(
      { hostname: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, {
          ...withoutHopByHop(answer.headers),
          [BACKEND_HEADER]: String(index),
        });
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { [BACKEND_HEADER]: String(index) });
      outgoing.end(`instance ${index} failed: ${error.message}`);
    });
    incoming.pipe(upstream);
  });
  server.keepAliveTimeout = IDLE_MS;
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
