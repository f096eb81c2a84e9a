import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CLAIM_LIMITS } from '../../../domain/claims.js';
import { claimListSchema, claimMessageSchema, claimSchema, openClaimSchema } from '../../../domain/rest/claims.js';
import { MAX_PICTURE_BYTES } from '../../../domain/shopping.js';
import { badRequest } from '../../errors.js';
import { readMultipartForm } from '../../multipart-form.js';
import { imageExtension, imageProblem } from '../../uploads.js';

const CLAIM_FORM = {
  fields: ['kind', 'metres', 'lot', 'note', 'uncut'],
  file: {
    field: 'photos',
    maxFiles: CLAIM_LIMITS.maxPhotos,
    maxBytes: MAX_PICTURE_BYTES,
    tooLarge: 'Each photo must be 5 MB or smaller',
    tooMany: `Add at most ${CLAIM_LIMITS.maxPhotos} photos`,
  },
  maxFieldBytes: 8 * CLAIM_LIMITS.maxNote,
} as const;

/** The buyer's claims: open one on a delivered order (multipart, with photos), read them, write in a thread. */
export const claimRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * POST /order/{id}/claims (multipart): kind, metres, lot (optional), note, uncut=true and up to 5 photos (JPEG, PNG or
   * WebP by their bytes, 5 MB each). The photos are kept only when the claim is opened.
   */
  app.post('/order/:id/claims', { schema: openClaimSchema }, async (request, reply) => {
    const form = await readMultipartForm(request, CLAIM_FORM, 'the claim (kind, metres, lot, note, uncut and up to 5 photos)');
    const lot = (form.fields.lot ?? '').trim();
    if (lot.length > CLAIM_LIMITS.maxLot) throw badRequest(`The roll or lot number may be at most ${CLAIM_LIMITS.maxLot} characters.`);
    const note = (form.fields.note ?? '').trim();
    if (note.length > CLAIM_LIMITS.maxNote) throw badRequest(`The note may be at most ${CLAIM_LIMITS.maxNote} characters.`);
    const metresText = (form.fields.metres ?? '').trim();
    const problem = form.files.map(imageProblem).find((found) => found !== null);
    if (problem === 'type') throw badRequest('Claim photos must be JPEG, PNG or WebP images');
    if (problem) throw badRequest(problem);
    const stored = await Promise.all(form.files.map((bytes) => app.photos.put(bytes, imageExtension(bytes)!)));
    try {
      const answer = await app.claims.open(Number(request.params.id), request.user.id, {
        kind: (form.fields.kind ?? '').trim(),
        metres: /^[0-9]{1,9}$/.test(metresText) ? Number(metresText) : Number.NaN,
        lot: lot || null,
        note,
        uncut: form.fields.uncut === 'true',
        photos: stored.map((image) => image.url),
      });
      return reply.code(201).send(answer);
    } catch (error) {
      await Promise.all(stored.map((image) => image.remove()));
      throw error;
    }
  });

  app.get('/claims', { schema: claimListSchema }, async (request) =>
    app.claims.list(request.user.id, undefined, request.query.page, request.query.limit),
  );
  app.get('/claims/:id', { schema: claimSchema }, async (request) => app.claims.get(Number(request.params.id), request.user.id));
  app.post('/claims/:id/messages', { schema: claimMessageSchema }, async (request) =>
    app.claims.message(Number(request.params.id), request.user.id, 'buyer', request.body.text),
  );
};
