import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { notFound } from '../../errors.js';
import { IMAGE_TYPES, UPLOAD_FILE_PATTERN, uploadsDir } from '../../uploads.js';

const schema = { params: Type.Object({ file: Type.String({ pattern: UPLOAD_FILE_PATTERN }) }) };

/** GET /uploads/{file}: pictures buyers uploaded (profile pictures, review photos). Names are random, so they never change. */
export const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/uploads/:file', { schema }, async (request, reply) => {
    const { file } = request.params;
    const bytes = await readFile(path.join(uploadsDir(app.settings.dataDir), file)).catch(() => null);
    if (!bytes) throw notFound('No such image');
    const extension = file.split('.').pop() as keyof typeof IMAGE_TYPES;
    return reply.type(IMAGE_TYPES[extension]).header('cache-control', 'public, max-age=31536000, immutable').send(bytes);
  });
};
