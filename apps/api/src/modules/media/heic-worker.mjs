// The HEIC decoder's own thread (heic-decoder.ts). libheif, compiled to WebAssembly, decodes a 12 MP phone
// photo in about four seconds of one core: on the server's thread every request would wait for as long.
// Plain JavaScript, so the thread starts the same under tsx, in tests and in production.
import { parentPort } from 'node:worker_threads';
import decodeHeic from 'heic-decode';

// libheif prints its own parse and decode errors; each one reaches the caller as its task's error instead.
console.log = () => undefined;
console.error = () => undefined;

parentPort.on('message', async ({ id, bytes, decode }) => {
  let images;
  try {
    images = await decodeHeic.all({ buffer: bytes });
    const [primary] = images;
    if (!decode) {
      parentPort.postMessage({ id, width: primary.width, height: primary.height });
      return;
    }
    const { width, height, data } = await primary.decode();
    parentPort.postMessage({ id, width, height, pixels: data }, [data.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  } finally {
    images?.dispose();
  }
});
