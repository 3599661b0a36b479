// The yardstick of per-request cost (issue 13): a bare Fastify server that answers each route with bytes
// captured from the app (same body, same content type and encoding) and does nothing else. It runs in a
// child process of its own, as the app does, so it never shares an event loop with the load generator.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';

/**
 * Starts the bare server with `routes` ({ path, body: Buffer, headers }) on a free loopback port;
 * answers its URL, its process id and `stop`.
 */
export async function startBareServer(routes) {
  const child = fork(fileURLToPath(import.meta.url), ['--child'], { serialization: 'advanced', stdio: 'inherit' });
  const port = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`The bare server exited with code ${code}`)));
    child.send({ routes });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(undefined);
        child.once('exit', resolve);
        child.disconnect();
      }),
  };
}

async function serve({ routes }) {
  const app = Fastify();
  for (const { path, body, headers } of routes) {
    const payload = Buffer.from(body);
    app.get(path, (_request, reply) => reply.headers(headers).send(payload));
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  process.once('disconnect', () => void app.close().then(() => process.exit(0)));
}

if (process.argv.includes('--child')) process.once('message', (message) => void serve(message));
