import type { FastifyPluginAsync } from 'fastify';
import { parseSwatchFile, SWATCH_FILE_PATTERN } from '../swatch/motifs.js';
import { renderSwatch } from '../swatch/svg.js';

const schema = {
  params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: SWATCH_FILE_PATTERN } } },
} as const;

/** Generated fabric images; a URL always draws the same picture, so browsers may keep it for a year. */
export const swatchRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>('/swatches/:file', { schema }, async (request, reply) => {
    const spec = parseSwatchFile(request.params.file)!;
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(renderSwatch(spec));
  });
};
