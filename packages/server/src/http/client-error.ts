import type { Socket } from 'node:net';

import type { FastifyInstance } from 'fastify';

import { failure } from './envelope';
import { MESSAGES } from './errors';
import type { ServerConfig } from '../config';
import { RESOURCE_POLICY, constantSecurityHeaders } from './security-headers';

/** What Node's HTTP parser reports when a request never reaches Fastify. */
interface ClientError extends Error {
  code?: string;
}

/** The status and Italian text for an error of Node's HTTP parser. */
function refusalOf(error: ClientError): { status: number; reason: string; message: string } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, reason: 'Request Timeout', message: MESSAGES.timeout };
  // The request line and the headers together are over Node's limit (16 KiB by default): a
  // very long query string lands here too.
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return {
      status: 431,
      reason: 'Request Header Fields Too Large',
      message: MESSAGES.headersTooLarge,
    };
  if (error.code === 'HPE_URI_TOO_LONG')
    return { status: 414, reason: 'URI Too Long', message: MESSAGES.urlTooLong };
  return { status: 400, reason: 'Bad Request', message: MESSAGES.badRequest };
}

/**
 * Fastify's `clientErrorHandler` for a server of `config`: requests Node's parser refuses
 * (headers or URL too long, malformed request line, timeout) are answered on the raw socket with
 * the EBSN envelope in Italian, like every other refusal, instead of Fastify's English JSON, and
 * with the security headers of every answer. Never logged above debug: any client can send them.
 */
export function clientErrorHandler(config: Pick<ServerConfig, 'production'>) {
  const securityHeaders = [
    ...constantSecurityHeaders(config),
    ['content-security-policy', RESOURCE_POLICY],
    ['x-frame-options', 'DENY'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
  ]
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return function refuse(this: FastifyInstance, error: ClientError, socket: Socket) {
    // A reset connection has nothing left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, reason, message } = refusalOf(error);
    this.log.debug({ code: error.code }, 'client error');
    if (socket.writable) {
      const body = JSON.stringify(failure(message, 'VALIDATION'));
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\n` +
          'content-type: application/json; charset=utf-8\r\n' +
          `content-length: ${Buffer.byteLength(body)}\r\n` +
          'cache-control: no-store\r\n' +
          securityHeaders +
          'connection: close\r\n\r\n' +
          body,
      );
    }
    socket.destroy(error);
  };
}
