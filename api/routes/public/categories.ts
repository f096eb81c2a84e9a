import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { categoriesSchema, categoryNamesSchema } from '../../../domain/rest/catalogue.js';

export const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/categories', { schema: categoriesSchema, config: { catalogueCache: true } }, async () => ({
    data: (await app.repos.categories.listWithSubcategories()).map((category) => ({
      _id: String(category.id),
      name: category.name,
      subCategory: category.subcategories.map((sub) => ({ _id: String(sub.id), subCategoryName: sub.name })),
    })),
  }));

  app.get('/categories/array', { schema: categoryNamesSchema, config: { catalogueCache: true } }, async () => ({
    data: await app.repos.categories.names(),
  }));
};
