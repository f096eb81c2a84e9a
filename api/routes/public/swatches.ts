import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../../domain/rest/shared.js';
import { Type } from '@sinclair/typebox';
import { parseSwatchFile, SWATCH_FILE_PATTERN } from '../../swatch/motifs.js';
import { renderSwatch } from '../../swatch/svg.js';

/** The picture's bytes (documented as binary; sent as they are, never serialised). */
const Picture = Type.Unsafe<Buffer | string>({ type: 'string', format: 'binary' });

const schema = {
  params: Type.Object({ file: Type.String({ pattern: SWATCH_FILE_PATTERN }) }),
  response: {
    200: { description: 'The generated fabric picture', content: { 'image/svg+xml': { schema: Picture } } },
    ...errors(400),
  },
};

/** Generated fabric images; a URL always draws the same picture, so browsers may keep it for a year. */
export const swatchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/swatches/:file', { schema }, async (request, reply) => {
    const spec = parseSwatchFile(request.params.file)!;
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').send(renderSwatch(spec));
  });
};
