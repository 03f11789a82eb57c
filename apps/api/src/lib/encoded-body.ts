import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

/**
 * Ready-compressed bodies for answers the server keeps (the catalogue's copies, the pages it
 * draws): compressed once, off the event loop (zlib's thread pool), and sent to every reader in
 * the best encoding they accept. Answers made per request are left to @fastify/compress.
 */

/** Below this a body is sent as it is (headers would outweigh the saving). */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | null;

/** A body and its compressed forms (null when the body is too small to compress). */
export interface EncodedBody {
  body: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

/** Compresses `body` both ways at once: brotli at quality 8 (text mode) and gzip at level 7. */
export async function encodeBody(body: Buffer): Promise<EncodedBody> {
  if (body.length < COMPRESS_MIN_BYTES) return { body, br: null, gzip: null };
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 8,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 7 }),
  ]);
  return { body, br, gzip: gz };
}

const encodingByHeader = new Map<string, Encoding>();

/** Brotli, else gzip, else none, honouring `q=0`. Results are remembered: browsers send few variants. */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return null;
  const known = encodingByHeader.get(header);
  if (known !== undefined) return known;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  const result: Encoding = ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
  if (encodingByHeader.size < 100) encodingByHeader.set(header, result);
  return result;
}

/** The bytes to send for `header` (Accept-Encoding), and the Content-Encoding they carry. */
export function bodyFor(encoded: EncodedBody, header: string | undefined): { bytes: Buffer; encoding: Encoding } {
  const encoding = encoded.br ? pickEncoding(header) : null;
  if (encoding === 'br') return { bytes: encoded.br!, encoding };
  if (encoding === 'gzip') return { bytes: encoded.gzip!, encoding };
  return { bytes: encoded.body, encoding: null };
}
