/**
 * A local TLS terminator for tests that need an https origin (the hosted identity service's SDKs
 * refuse anything else): a self-signed certificate made with openssl for this run, and Node's https
 * module proxying every request to a plain-http server. Chromium is told to accept the certificate
 * (Playwright's ignoreHTTPSErrors on the browser context).
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import http from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

export interface Certificate {
  key: string;
  cert: string;
}

/** A one-day self-signed certificate for localhost and 127.0.0.1. */
export async function createSelfSignedCertificate(): Promise<Certificate> {
  const dir = await mkdtemp(path.join(tmpdir(), "lwl-tls-"));
  try {
    const keyFile = path.join(dir, "key.pem");
    const certFile = path.join(dir, "cert.pem");
    await promisify(execFile)("openssl", [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-sha256",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      keyFile,
      "-out",
      certFile,
    ]);
    return { key: await readFile(keyFile, "utf8"), cert: await readFile(certFile, "utf8") };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface HttpsServer {
  /** https://localhost:<port> */
  origin: string;
  close: () => Promise<void>;
}

/** Serves `handler` over https on the port (0: a free one). */
export function startHttpsServer(
  certificate: Certificate,
  port: number,
  handler: http.RequestListener,
): Promise<HttpsServer> {
  const server = https.createServer(certificate, handler);
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      if (typeof address !== "object" || !address) return reject(new Error("no port"));
      resolve({
        origin: `https://localhost:${address.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/**
 * Terminates TLS on the port and passes every request on to `target` (http://127.0.0.1:<port>) as it
 * came, streaming both ways, with X-Forwarded-Proto https.
 */
export function startTlsTerminator(certificate: Certificate, port: number, target: string): Promise<HttpsServer> {
  const upstream = new URL(target);
  return startHttpsServer(certificate, port, (request, response) => {
    const forwarded = http.request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, "x-forwarded-proto": "https" },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on("error", (error) => {
      if (!response.headersSent) response.writeHead(502, { "content-type": "text/plain" });
      response.end(`TLS terminator: ${error.message}`);
    });
    request.pipe(forwarded);
  });
}
