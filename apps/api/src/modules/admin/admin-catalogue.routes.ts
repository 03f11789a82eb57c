import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminCatalogue,
  ZAdminCatalogueUpdate,
  ZAdminCategoryCreate,
  ZAdminEventParams,
  ZAdminSubcategoryCreate,
  ZAdminTribeCreate,
  ZAdminTribeUpdate,
  ZErrorResponse,
} from '@tribe/contracts';
import * as service from './admin-catalogue.service.js';

const failures = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse };
const tags = ['admin'];
const reply200 = { 200: ZAdminCatalogue, ...failures };

/**
 * The admin area's catalogue routes (docs/admin.md "Catalogue"), under /api/admin: categories,
 * their types, and tribes. Every answer is the whole catalogue, so the page redraws from one source.
 */
const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = async (req: { requireAdmin: () => Promise<{ admin: { id: number } }>; id: string }) => ({
    db: app.db,
    adminId: (await req.requireAdmin()).admin.id,
    requestId: req.id,
  });

  app.get(
    '/catalogue',
    { schema: { tags, summary: 'Categories and their types, with how many events use each', response: reply200 } },
    async () => service.getCatalogue(app.db),
  );
  app.post(
    '/catalogue/categories',
    { schema: { tags, summary: 'Add a category', body: ZAdminCategoryCreate, response: reply200 } },
    async (req) => service.createCategory(await ctx(req), req.body.name, req.body.nameSw),
  );
  app.patch(
    '/catalogue/categories/:id',
    {
      schema: {
        tags,
        summary: 'Rename, move, hide or show a category',
        params: ZAdminEventParams,
        body: ZAdminCatalogueUpdate,
        response: reply200,
      },
    },
    async (req) => service.updateCategory(await ctx(req), req.params.id, req.body),
  );
  app.delete(
    '/catalogue/categories/:id',
    {
      schema: {
        tags,
        summary: 'Delete a category no event uses',
        params: ZAdminEventParams,
        response: reply200,
      },
    },
    async (req) => service.deleteCategory(await ctx(req), req.params.id),
  );
  app.post(
    '/catalogue/subcategories',
    { schema: { tags, summary: 'Add a type to a category', body: ZAdminSubcategoryCreate, response: reply200 } },
    async (req) => service.createSubcategory(await ctx(req), req.body.categoryId, req.body.name, req.body.nameSw),
  );
  app.patch(
    '/catalogue/subcategories/:id',
    {
      schema: {
        tags,
        summary: 'Rename, move, hide or show a type',
        params: ZAdminEventParams,
        body: ZAdminCatalogueUpdate,
        response: reply200,
      },
    },
    async (req) => service.updateSubcategory(await ctx(req), req.params.id, req.body),
  );
  app.delete(
    '/catalogue/subcategories/:id',
    {
      schema: {
        tags,
        summary: 'Delete a type no event uses',
        params: ZAdminEventParams,
        response: reply200,
      },
    },
    async (req) => service.deleteSubcategory(await ctx(req), req.params.id),
  );
  app.post(
    '/catalogue/tribes',
    { schema: { tags, summary: 'Add a tribe (last on the home page)', body: ZAdminTribeCreate, response: reply200 } },
    async (req) => service.createTribe(await ctx(req), req.body),
  );
  app.patch(
    '/catalogue/tribes/:id',
    {
      schema: {
        tags,
        summary: 'Edit, move, archive or bring back a tribe',
        params: ZAdminEventParams,
        body: ZAdminTribeUpdate,
        response: reply200,
      },
    },
    async (req) => service.updateTribe(await ctx(req), req.params.id, req.body),
  );
};

export default adminCatalogueRoutes;
