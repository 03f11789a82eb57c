import type { IncomingMessage, ServerResponse } from 'node:http';

/*
 * The HTTP pieces the fake providers share: Daraja's (also what `DARAJA_FAKE=1` runs) and
 * Paystack's in tests. Each fake is a plain node:http server on loopback, so the real client code
 * talks to it.
 */

/** The request's whole body, read as UTF-8. */
export const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

/** Answers `status` with `body` as JSON. */
export const reply = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
