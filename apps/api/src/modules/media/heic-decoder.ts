import { Worker } from 'node:worker_threads';
import { loadSharp } from './image-pipeline.js';

/** A HEIC photo's size, read from its container without decoding a pixel. */
export interface HeicSize {
  width: number;
  height: number;
}

interface DecoderAnswer {
  id: number;
  width?: number;
  height?: number;
  pixels?: Uint8ClampedArray;
  error?: string;
}

/**
 * How long the decoder's thread waits for more work before it ends: libheif's WebAssembly memory grows
 * to hold the largest photo decoded (about 100 MB for 12 MP) and never shrinks while the thread lives.
 */
const IDLE_MS = 30_000;

/** JPEG quality of the copy operators read a receipt from (sharp's default is 80; receipts carry small print). */
const JPEG_QUALITY = 85;

type Task = { resolve: (answer: DecoderAnswer) => void; reject: (error: Error) => void };

interface DecoderThread {
  worker: Worker;
  tasks: Map<number, Task>;
}

let current: DecoderThread | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextTaskId = 1;

/**
 * The thread libheif runs on (heic-worker.mjs), started by the first HEIC of a process and ended after
 * IDLE_MS without one. Its tasks run one after another: HEIC work takes at most one core.
 */
function decoderThread(): DecoderThread {
  if (current) return current;
  const worker = new Worker(new URL('./heic-worker.mjs', import.meta.url));
  const started: DecoderThread = { worker, tasks: new Map() };
  // An idle decoder never keeps the process alive (a closing server, a test file's end).
  worker.unref();
  worker.on('message', (answer: DecoderAnswer) => {
    started.tasks.get(answer.id)?.resolve(answer);
    started.tasks.delete(answer.id);
    if (started.tasks.size > 0 || current !== started) return;
    idleTimer = setTimeout(() => {
      current = undefined;
      void worker.terminate();
    }, IDLE_MS).unref();
  });
  const failEveryTask = (error: Error) => {
    if (current === started) current = undefined;
    for (const task of started.tasks.values()) task.reject(error);
    started.tasks.clear();
  };
  worker.on('error', failEveryTask);
  worker.on('exit', () => failEveryTask(new Error('The HEIC decoder thread ended')));
  current = started;
  return started;
}

function runOnDecoder(bytes: Buffer, decode: boolean): Promise<DecoderAnswer> {
  clearTimeout(idleTimer);
  const { worker, tasks } = decoderThread();
  const id = nextTaskId++;
  return new Promise((resolve, reject) => {
    tasks.set(id, { resolve, reject });
    worker.postMessage({ id, bytes, decode });
  });
}

/**
 * Whether the file's top-level boxes (ISO-BMFF: a 32-bit size, or 1 and a 64-bit size, or 0 for "to the
 * end") fill it exactly. libheif reads a container whose photo data was cut off (an upload that broke
 * off) and fails only when decoding it.
 */
function isWholeContainer(bytes: Buffer): boolean {
  let offset = 0;
  while (offset + 8 <= bytes.length) {
    const size = bytes.readUInt32BE(offset);
    if (size === 0) return true;
    const length = size === 1 && offset + 16 <= bytes.length ? Number(bytes.readBigUInt64BE(offset + 8)) : size;
    if (length < 8) return false;
    offset += length;
  }
  return offset === bytes.length;
}

/**
 * The size of a HEIC photo's primary image, or undefined when the file cannot be read as one (a damaged
 * or cut-off file, a sequence with no still image): the container is parsed, no pixel decoded.
 */
export async function readHeicSize(bytes: Buffer): Promise<HeicSize | undefined> {
  if (!isWholeContainer(bytes)) return undefined;
  const answer = await runOnDecoder(bytes, false);
  return answer.width && answer.height ? { width: answer.width, height: answer.height } : undefined;
}

/**
 * A HEIC photo as a JPEG browsers show, upright (libheif applies the photo's rotation and mirroring) and
 * without its metadata (location, camera): sharp keeps none unless asked. Throws when a pixel fails to
 * decode.
 */
export async function heicToJpeg(bytes: Buffer): Promise<{ jpeg: Buffer; width: number; height: number }> {
  const { width, height, pixels, error } = await runOnDecoder(bytes, true);
  if (!pixels || !width || !height) throw new Error(`The HEIC photo did not decode: ${error}`);
  const sharp = await loadSharp();
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 4 } })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
  return { jpeg, width, height };
}
