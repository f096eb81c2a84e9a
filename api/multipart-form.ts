import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './errors.js';

export interface FormShape {
  /** Text fields read (others are ignored); each at most maxFieldBytes. */
  fields: readonly string[];
  /** The one file field accepted, and how many files it may carry. */
  file: { field: string; maxFiles: number; maxBytes: number; tooLarge: string; tooMany: string };
  maxFieldBytes: number;
}

export interface ReadForm {
  fields: Record<string, string>;
  files: Buffer[];
}

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Reads a multipart form within its limits. Whatever is wrong with the body (no boundary, truncated, too big, too many
 * files, control characters in a field) is a 400 that says what, never a server error. Nothing is stored here.
 */
export async function readMultipartForm(request: FastifyRequest, shape: FormShape, describe: string): Promise<ReadForm> {
  if (!request.isMultipart()) throw badRequest(`Send ${describe} as multipart/form-data`);
  const form: ReadForm = { fields: {}, files: [] };
  try {
    const parts = request.parts({
      limits: {
        fileSize: shape.file.maxBytes,
        files: shape.file.maxFiles,
        fields: shape.fields.length + 10,
        fieldSize: shape.maxFieldBytes,
        parts: shape.fields.length + shape.file.maxFiles + 10,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== shape.file.field)
          throw badRequest(`Unexpected file field ${part.fieldname}: send files as ${shape.file.field}`);
        form.files.push(await part.toBuffer());
      } else if (shape.fields.includes(part.fieldname)) {
        const value = String(part.value);
        if (CONTROL.test(value)) throw badRequest(`${part.fieldname} must not contain control characters`);
        form.fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(shape.file.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw badRequest(shape.file.tooMany);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest(`The ${describe} form has too many parts`);
    throw badRequest(`The ${describe} form could not be read: send multipart/form-data with a boundary, complete`);
  }
  return form;
}
