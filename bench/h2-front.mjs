// A TLS front that speaks HTTP/2 to the browser and HTTP/1.1 to the app, as the load balancer or reverse
// proxy in front of production does (README, production notes). `npm start` serves HTTP/1.1 only, and a
// browser opens at most six HTTP/1.1 connections to one host, so a first visit's ~20 files queue behind
// each other there; over HTTP/2 they share one connection. Its certificate is self-signed, made by
// `openssl` into a throw-away folder for one run, for the loopback address only.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers that belong to one hop of HTTP/1.1 and may not travel in an HTTP/2 message (RFC 9113 §8.2.2). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te']);

function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-h2-'));
  try {
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'pipe' },
    );
    if (made.error || made.status !== 0) {
      throw new Error(`--http2 needs openssl to make its certificate: ${made.error?.message ?? made.stderr}`);
    }
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts the front on a free loopback port, passing every request to `target` (the app's origin); answers
 * its origin and `stop`. Request and answer bodies stream through unchanged, compressed or not.
 */
export async function startHttp2Front(target) {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer(selfSignedCertificate(), (request, response) => {
    const headers = { host: upstream.host };
    for (const [name, value] of Object.entries(request.headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name) && name !== 'host') headers[name] = value;
    }
    const forwarded = http.request(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers, agent },
      (answer) => {
        const answerHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_BY_HOP.has(name)) answerHeaders[name] = value;
        }
        response.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  // The browser keeps its connection open; stopping ends it rather than waiting for it to go idle.
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    origin: `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    stop: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve(undefined));
        for (const session of sessions) session.destroy();
      }),
  };
}
