import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_VARIANT_PREFIX } from '@tribe/contracts';
import { imageVariants, type ImageVariantRoots } from './image-variants.js';

const ZParams = z.object({ width: z.string().max(10), '*': z.string().max(300) });

/**
 * GET /img/{width}/{path}: a smaller WebP copy of one of the site's pictures for the data saver
 * (packages/contracts image-variants.ts says which widths and paths). The answer depends on the
 * address alone, so browsers keep it for a day (the app's own pictures change only with a
 * deploy; uploads never change). WebP is already compressed: no gzip on top.
 */
const imageVariantRoutes: FastifyPluginAsyncZod<{ roots: ImageVariantRoots }> = async (app, { roots }) => {
  const variants = imageVariants(roots);
  app.get(
    `${IMAGE_VARIANT_PREFIX}:width/*`,
    { compress: false, schema: { hide: true, params: ZParams } },
    async (req, reply) => {
      const bytes = await variants.get(req.params.width, `/${req.params['*']}`);
      return reply
        .type('image/webp')
        .header('Cache-Control', 'public, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .send(bytes);
    },
  );
};

export default imageVariantRoutes;
