import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUserSchema } from '../../../domain/rest/accounts.js';
import { MAX_PICTURE_BYTES } from '../../../domain/shopping.js';
import { badRequest } from '../../errors.js';
import { rowToUser } from '../../mappers/user.js';
import { readMultipartForm } from '../../multipart-form.js';
import { imageExtension, imageProblem } from '../../uploads.js';

const PROFILE_FORM = {
  fields: ['name', 'dob'],
  file: {
    field: 'profile_pic',
    maxFiles: 1,
    maxBytes: MAX_PICTURE_BYTES,
    tooLarge: 'Profile picture must be 5 MB or smaller',
    tooMany: 'Send one profile picture at most',
  },
  maxFieldBytes: 1000,
} as const;

function validDob(dob: string): string | null {
  if (dob === '') return null;
  const date = new Date(`${dob}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dob) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== dob) {
    throw badRequest('dob must be a date as YYYY-MM-DD');
  }
  if (date > new Date() || date.getUTCFullYear() < 1900) throw badRequest('dob must be a past date after 1900');
  return dob;
}

export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** PUT /user/edit-user (multipart): name, dob, optional profile_pic. Nothing is stored unless all of it is valid. */
  app.put('/user/edit-user', { schema: currentUserSchema }, async (request) => {
    const form = await readMultipartForm(request, PROFILE_FORM, 'the profile (name, dob and an optional profile_pic)');
    const name = (form.fields.name ?? '').trim();
    if (name === '' || name.length > 100) throw badRequest('name is required, at most 100 characters');
    const dob = validDob((form.fields.dob ?? '').trim());
    const picture = form.files[0] ?? null;
    const problem = picture ? imageProblem(picture) : null;
    if (problem === 'type') throw badRequest('Profile picture must be a JPEG, PNG or WebP image');
    if (problem) throw badRequest(problem);
    const extension = picture ? imageExtension(picture) : null;
    const stored = picture && extension ? await app.photos.put(picture, extension) : null;
    try {
      const user = await app.repos.users.updateProfile(request.user.id, { name, dob, ...(stored ? { profilePic: stored.url } : {}) });
      // The buyer's reviews show the new name at once here (and only their products' pages change).
      await app.catalogueCache.refresh();
      // The picture it replaced is of no use to anyone now.
      if (stored) await app.photos.remove(request.user.profile_pic);
      return { message: 'Profile Updated', data: rowToUser(user, app.settings.auth.adminEmails) };
    } catch (error) {
      await stored?.remove();
      throw error;
    }
  });
};
