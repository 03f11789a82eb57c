import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { FieldCipher, payoutKey } from '../../lib/payout-crypto.js';
import { localFileStorage, type FileStorage } from '../../lib/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded pictures go (lib/storage.ts). */
    storage: FileStorage;
    /** Encrypts hosts' payout details at rest (lib/payout-crypto.ts). */
    payoutCipher: FieldCipher;
  }
}

/**
 * What the account modules share: the file storage (DATA_DIR/uploads, served at /uploads/)
 * and the payout cipher. Uploaded files have random names and never change, so they are cached
 * for a year; `nosniff` and a sandboxing CSP keep a browser from treating one as a page.
 */
export default fp<{ config: AppConfig; storage?: FileStorage }>(
  async (app, { config, storage }) => {
    const root = path.join(config.dataDir, 'uploads');
    // Made up front so the file server starts with its root (tests make it on first upload).
    if (config.env !== 'test') mkdirSync(root, { recursive: true });
    app.decorate('storage', storage ?? localFileStorage(root));
    app.decorate('payoutCipher', new FieldCipher(payoutKey(config)));
    await app.register(fastifyStatic, {
      root,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      allowedPath: (pathName) => /^\/(logos|avatars|events)\/[A-Za-z0-9_-]+\.webp$/.test(pathName),
      setHeaders(res) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      },
    });
  },
  { name: 'uploads' },
);
