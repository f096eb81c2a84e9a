import type { FastifyPluginAsync } from 'fastify';
import type { CategoryRepository } from '../repositories/categories.js';

const categoriesResponse = {
  200: {
    type: 'object',
    properties: {
      data: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            _id: { type: 'string' },
            name: { type: 'string' },
            subCategory: {
              type: 'array',
              items: { type: 'object', properties: { _id: { type: 'string' }, subCategoryName: { type: 'string' } } },
            },
          },
        },
      },
    },
  },
} as const;

const namesResponse = { 200: { type: 'object', properties: { data: { type: 'array', items: { type: 'string' } } } } } as const;

export const categoryRoutes = (categories: CategoryRepository): FastifyPluginAsync => async (app) => {
  app.get('/categories', { schema: { response: categoriesResponse } }, async () => ({
    data: (await categories.listWithSubcategories()).map((category) => ({
      _id: String(category.id),
      name: category.name,
      subCategory: category.subcategories.map((sub) => ({ _id: String(sub.id), subCategoryName: sub.name })),
    })),
  }));

  app.get('/categories/array', { schema: { response: namesResponse } }, async () => ({ data: await categories.names() }));
};
