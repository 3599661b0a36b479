import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Smaller answers go as they are: headers would outweigh the saving. Lower than the compress plugin's
 * threshold (plugins/external/compress.ts), which weighs a per-request cost: a kept answer is compressed
 * once for all the members who read it.
 */
const COMPRESS_FROM_BYTES = 1024;
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * One shared answer's bytes: its checked JSON, and each compressed form once a client asked for it.
 * Brotli at quality 6, above the plugin's per-request 4: it runs once per kept page, not per request.
 */
class EncodedAnswer {
  private readonly compressed = new Map<Encoding, Buffer>();
  constructor(readonly json: Buffer) {}

  in(encoding: Encoding): Buffer {
    let body = this.compressed.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
          : gzipSync(this.json);
      this.compressed.set(encoding, body);
    }
    return body;
  }
}

const encodedByData = new WeakMap<object, EncodedAnswer>();

/**
 * Sends the success envelope of `data`, a frozen answer object many requests may share (a kept catalogue
 * page), checked against the call's contract, serialized and compressed once per object instead of once
 * per request. Frozen is the promise that it never changes: its bytes are kept as long as it lives.
 */
export function sendSharedAnswer(request: FastifyRequest, reply: FastifyReply, data: object): FastifyReply {
  let encoded = encodedByData.get(data);
  if (!encoded) {
    // The route's own serializer (a string: `response-serializer.ts`): the same contract check and
    // field stripping as every other answer.
    encoded = new EncodedAnswer(Buffer.from(String(reply.serialize({ status: 'success', data }))));
    encodedByData.set(data, encoded);
  }
  reply.type('application/json; charset=utf-8');
  if (encoded.json.length < COMPRESS_FROM_BYTES) return reply.send(encoded.json);
  reply.header('vary', 'accept-encoding');
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', [...ENCODINGS, 'identity']);
  if (encoding === 'br' || encoding === 'gzip') {
    return reply.header('content-encoding', encoding).send(encoded.in(encoding));
  }
  return reply.send(encoded.json);
}
