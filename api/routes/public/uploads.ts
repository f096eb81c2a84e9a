import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../../domain/rest/shared.js';
import { Type } from '@sinclair/typebox';
import { notFound } from '../../errors.js';
import { IMAGE_TYPES, UPLOAD_FILE_PATTERN } from '../../uploads.js';

/** The picture's bytes (documented as binary; sent as they are, never serialised). */
const Picture = Type.Unsafe<Buffer | string>({ type: 'string', format: 'binary' });

const schema = {
  params: Type.Object({ file: Type.String({ pattern: UPLOAD_FILE_PATTERN }) }),
  response: {
    200: {
      description: 'An uploaded picture (a review, a profile or a fabric photo)',
      content: { 'image/jpeg': { schema: Picture }, 'image/png': { schema: Picture }, 'image/webp': { schema: Picture } },
    },
    ...errors(400, 404),
  },
};

/** GET /uploads/{file}: uploaded pictures (profile pictures, review and fabric photos). Names are random, so they never change. */
export const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/uploads/:file', { schema }, async (request, reply) => {
    const { file } = request.params;
    const bytes = await app.photos.read(file);
    if (!bytes) throw notFound('No such image');
    const extension = file.split('.').pop() as keyof typeof IMAGE_TYPES;
    return reply.type(IMAGE_TYPES[extension]).header('cache-control', 'public, max-age=31536000, immutable').send(bytes);
  });
};
