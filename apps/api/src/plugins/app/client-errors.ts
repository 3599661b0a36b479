import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@loyalty/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelopeOf, replyWithEnvelope } from './error-handler.js';

/** What Node's HTTP parser reports before there is a request, by its error code. */
function parserErrorCode(error: NodeJS.ErrnoException): ErrorCode {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  return 'VALIDATION_FAILED';
}

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refused (a URL or headers over 16 KB, bytes
 * that are not HTTP, a request that never finished) is answered with the DESIGN §5 envelope written
 * straight to the socket, as no request or reply exists yet, and the connection is closed.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const requestId = randomUUID();
  const envelope = envelopeOf({ code: parserErrorCode(error) }, requestId);
  this.log.info(
    { code: envelope.code, reqId: requestId, parserError: error.code },
    'request refused by the HTTP parser',
  );
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(envelope);
  // `end`, not `destroy(error)`: the answer is flushed before the connection closes, and no error is
  // re-emitted on a socket that may have no listener left for it (an uncaught exception).
  socket.end(
    [
      `HTTP/1.1 ${envelope.http_status} ${STATUS_CODES[envelope.http_status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      `X-Request-Id: ${requestId}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

/**
 * Fastify's `frameworkErrors`: a URL that does not decode, a path parameter over the router's limit;
 * answered like any other failure, before the routes' hooks run (so the request id header is set here).
 */
export function answerFrameworkError(error: Error, request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id);
  return replyWithEnvelope(error, request, reply);
}
