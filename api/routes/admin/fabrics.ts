import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_COLOUR_PHOTOS } from '../../../domain/admin.js';
import {
  adminProductSchema,
  adminProductsSchema,
  createProductSchema,
  productImagesSchema,
  removeProductImageSchema,
  retireProductSchema,
  updateProductSchema,
} from '../../../domain/rest/admin.js';
import { MAX_PICTURE_BYTES } from '../../../domain/shopping.js';
import { badRequest } from '../../errors.js';
import { readMultipartForm } from '../../multipart-form.js';
import { imageExtension, imageProblem } from '../../uploads.js';
import { operatorOf } from './operator.js';

const PHOTO_FORM = {
  fields: [],
  file: {
    field: 'images',
    maxFiles: MAX_COLOUR_PHOTOS,
    maxBytes: MAX_PICTURE_BYTES,
    tooLarge: 'Each photo must be 5 MB or smaller',
    tooMany: `A colour may have at most ${MAX_COLOUR_PHOTOS} photos`,
  },
  maxFieldBytes: 100,
} as const;

/** Fabrics: list and search, create, edit, retire, and photos per colour (checked as review photos are). */
export const fabricRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const fabrics = app.console.fabrics;
  // What this process caches follows at once; other processes follow the change's NOTIFY.
  const changed = () => app.catalogueCache.refresh();

  app.get('/products', { schema: adminProductsSchema }, async (request) =>
    fabrics.page(request.query.q, request.query.page, request.query.limit),
  );

  app.get('/products/:id', { schema: adminProductSchema }, async (request) => ({ data: await fabrics.read(Number(request.params.id)) }));

  app.post('/products', { schema: createProductSchema }, async (request, reply) => {
    const data = await fabrics.create(request.body, operatorOf(request));
    await changed();
    return reply.code(201).send({ msg: `${data.name} created`, data });
  });

  app.put('/products/:id', { schema: updateProductSchema }, async (request) => {
    const data = await fabrics.update(Number(request.params.id), request.body, operatorOf(request));
    await changed();
    return { msg: `${data.name} saved`, data };
  });

  app.delete('/products/:id', { schema: retireProductSchema }, async (request) => {
    const msg = await fabrics.retire(Number(request.params.id), operatorOf(request));
    await changed();
    return { msg };
  });

  app.post('/products/:id/images', { schema: productImagesSchema }, async (request) => {
    const form = await readMultipartForm(request, PHOTO_FORM, `photos (up to ${MAX_COLOUR_PHOTOS} files in the field images)`);
    if (form.files.length === 0) throw badRequest('Choose at least one photo to upload.');
    const problem = form.files.map(imageProblem).find((found) => found !== null);
    if (problem === 'type') throw badRequest('Fabric photos must be JPEG, PNG or WebP images');
    if (problem) throw badRequest(problem);
    const stored = await Promise.all(form.files.map((bytes) => app.photos.put(bytes, imageExtension(bytes)!)));
    try {
      const data = await fabrics.addPhotos(
        Number(request.params.id),
        request.query.color,
        stored.map((image) => image.url),
        operatorOf(request),
      );
      await changed();
      return { msg: `${stored.length} photo${stored.length === 1 ? '' : 's'} added`, data };
    } catch (error) {
      await Promise.all(stored.map((image) => image.remove()));
      throw error;
    }
  });

  app.delete('/products/:id/images', { schema: removeProductImageSchema }, async (request) => {
    const data = await fabrics.removePhoto(Number(request.params.id), request.query.color, request.query.url, operatorOf(request));
    await app.photos.remove(request.query.url);
    await changed();
    return { msg: 'Photo removed', data };
  });
};
