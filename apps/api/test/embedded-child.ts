// A server process reduced to its embedded database, for the tests that kill it (embedded.test.ts):
// `node --import tsx embedded-child.ts <dir> <port>` starts the cluster, prints "ready" and waits.
import { startEmbeddedPostgres } from '../src/db/embedded.js';

const [dir = '', port = ''] = process.argv.slice(2);
await startEmbeddedPostgres({ dir, port: Number(port) });
process.stdout.write('ready\n');
setInterval(() => undefined, 60_000);
