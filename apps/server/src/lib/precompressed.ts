import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An answer that never changes while the server runs, compressed once, both ways. */
export interface Precompressed {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function precompress(identity: Buffer): Precompressed {
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/**
 * Sends the smallest form the browser accepts, as `contentType`. The body is sent as it is:
 * whoever calls this has made it from a value the route's own schema allows.
 */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Precompressed,
  contentType: string,
) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const [encoding, body] = /\bbr\b/.test(accepts)
    ? (['br', answer.br] as const)
    : /\bgzip\b/.test(accepts)
      ? (['gzip', answer.gzip] as const)
      : (['identity', answer.identity] as const);
  void reply.header('content-type', contentType).header('vary', 'accept-encoding');
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  return reply.send(body);
}
