import { readFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AccountService } from '../auth/account-service.js';
import { MAX_PICTURE_BYTES } from '../auth/rules.js';
import { IMAGE_TYPES, imageExtension, storeImage, UPLOAD_FILE_PATTERN, uploadsDir } from '../uploads.js';
import { badRequest, notFound } from './http-errors.js';
import type { Authenticate } from './authenticate.js';
import { publicUser } from './public-user.js';
import { currentUserSchema } from '../schemas/accounts.js';

interface ProfileForm {
  name: string;
  dob: string;
  picture: Buffer | null;
}

async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  if (!request.isMultipart()) throw badRequest('Send the profile as multipart/form-data with name, dob and an optional profile_pic');
  const form: ProfileForm = { name: '', dob: '', picture: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'profile_pic') throw badRequest(`Unexpected file field ${part.fieldname}`);
        form.picture = await part.toBuffer();
      } else if (part.fieldname === 'name' || part.fieldname === 'dob') {
        form[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest('Profile picture must be 5 MB or smaller');
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw badRequest('Send one profile picture at most');
    throw error;
  }
  return form;
}

function validDob(dob: string): string | null {
  if (dob === '') return null;
  const date = new Date(`${dob}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dob) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== dob) {
    throw badRequest('dob must be a date as YYYY-MM-DD');
  }
  if (date > new Date() || date.getUTCFullYear() < 1900) throw badRequest('dob must be a past date after 1900');
  return dob;
}

export const profileRoutes = (accounts: AccountService, authenticate: Authenticate, dataDir: string): FastifyPluginAsync => async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 } });

  app.get('/user/me', { preHandler: authenticate, schema: currentUserSchema }, async (request) => ({ data: publicUser(request.user!) }));

  /** PUT /user/edit-user (multipart): name, dob, optional profile_pic. Nothing is stored unless all of it is valid. */
  app.put('/user/edit-user', { preHandler: authenticate, schema: currentUserSchema }, async (request) => {
    const form = await readProfileForm(request);
    const name = form.name.trim();
    if (name === '' || name.length > 100) throw badRequest('name is required, at most 100 characters');
    const dob = validDob(form.dob.trim());
    const extension = form.picture ? imageExtension(form.picture) : null;
    if (form.picture && !extension) throw badRequest('Profile picture must be a JPEG, PNG or WebP image');
    const stored = form.picture && extension ? await storeImage(dataDir, form.picture, extension) : null;
    try {
      const user = await accounts.users.updateProfile(request.user!.id, { name, dob, ...(stored ? { profilePic: stored.url } : {}) });
      return { message: 'Profile Updated', data: publicUser(user) };
    } catch (error) {
      await stored?.remove();
      throw error;
    }
  });

  app.get<{ Params: { file: string } }>('/uploads/:file', {
    schema: { params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: UPLOAD_FILE_PATTERN } } } },
  }, async (request, reply) => {
    const { file } = request.params;
    const bytes = await readFile(path.join(uploadsDir(dataDir), file)).catch(() => null);
    if (!bytes) throw notFound('No such image');
    const extension = file.split('.').pop() as keyof typeof IMAGE_TYPES;
    return reply.type(IMAGE_TYPES[extension]).header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff').send(bytes);
  });
};
