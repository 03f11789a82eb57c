import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/database.js';

describe('the data saver’s smaller pictures (GET /img/{width}/{path})', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const dist = mkdtempSync(path.join(tmpdir(), 'tikiti-variants-dist-'));
  const data = mkdtempSync(path.join(tmpdir(), 'tikiti-variants-data-'));
  let original: Buffer;

  beforeAll(async () => {
    // A noisy picture, so its size in bytes follows its size in pixels as a photo's does.
    const noise = Buffer.alloc(800 * 450 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    original = await sharp(noise, { raw: { width: 800, height: 450, channels: 3 } })
      .webp({ quality: 82 })
      .toBuffer();
    mkdirSync(path.join(dist, 'images', 'events'), { recursive: true });
    writeFileSync(path.join(dist, 'images', 'events', 'night.webp'), original);
    writeFileSync(path.join(dist, 'images', 'events', 'broken.webp'), 'not a picture');
    writeFileSync(path.join(dist, 'secret.webp'), original);
    mkdirSync(path.join(data, 'uploads', 'events'), { recursive: true });
    writeFileSync(path.join(data, 'uploads', 'events', 'AbCdEfGhIjKlMnOp.webp'), original);
    ctx = await createTestApp('pglite', { seed: false, config: { WEB_DIST_DIR: dist, DATA_DIR: data } });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dist, { recursive: true, force: true });
    rmSync(data, { recursive: true, force: true });
  });

  it('answers a smaller WebP of the app’s own picture, the width asked, cached for a day', async () => {
    const res = await ctx.app.inject('/img/320/images/events/night.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([320, 180]);
    expect(res.rawPayload.length).toBeLessThan(original.length / 3);
    // The second answer is the remembered copy, byte for byte.
    expect((await ctx.app.inject('/img/320/images/events/night.webp')).rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('makes copies of uploads too', async () => {
    const res = await ctx.app.inject('/img/160/uploads/events/AbCdEfGhIjKlMnOp.webp');
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(160);
  });

  it('refuses widths it does not make with a 400 that lists the ones it does', async () => {
    for (const url of [
      '/img/321/images/events/night.webp',
      '/img/abc/images/events/night.webp',
      '/img/-1/images/a.webp',
    ]) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/160, 320, 480/);
    }
  });

  it('answers 404 (or 400 for a malformed address), never a 500, for missing files, non-pictures and paths outside the picture folders', async () => {
    for (const url of [
      '/img/320/images/events/missing.webp',
      '/img/320/images/events/broken.webp',
      '/img/320/secret.webp',
      '/img/320/images/../secret.webp',
      '/img/320/images/%2e%2e/secret.webp',
      '/img/320/uploads/../../etc/passwd',
      '/img/320/index.html',
    ]) {
      const res = await ctx.app.inject(url);
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.headers['content-type'], url).not.toBe('image/webp');
    }
  });
});
