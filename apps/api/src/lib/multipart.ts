import { errorCopy } from '@alaafia/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-errors.js';

/** A file part, read whole (the routes' limits keep it at 10 MB). */
export interface UploadedFile {
  type: 'file';
  fieldname: string;
  filename: string;
  mimetype: string;
  content: Buffer;
}

interface MultipartForm {
  /** Text fields by name (the last one wins). */
  fields: Record<string, string>;
  /** The first file of each field name; further files are read and dropped. */
  files: Record<string, UploadedFile>;
}

/**
 * Reads a multipart/form-data body for the upload routes, the one place a malformed body is told
 * from a failure of ours (issue 12): the parser's own errors (no boundary, a wrong or truncated
 * boundary, broken part headers) are a 400 with errorCopy.malformedBody, a part over a limit is
 * `tooLarge()` (413), and the plugin's other client errors keep their 4xx. Nothing is stored before
 * the whole body has been read.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  tooLarge: () => HttpError | Promise<HttpError>,
): Promise<MultipartForm> {
  // No prototype: a part named __proto__ or constructor is just a name.
  const form: MultipartForm = {
    fields: Object.create(null) as MultipartForm['fields'],
    files: Object.create(null) as MultipartForm['files'],
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        form.files[part.fieldname] ??= {
          type: 'file',
          fieldname: part.fieldname,
          filename: part.filename,
          mimetype: part.mimetype,
          content,
        };
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw await tooLarge();
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    // busboy's own errors carry no status: 'Multipart: Boundary not found', 'Unexpected end of form'...
    request.log.info({ err: error }, 'malformed multipart body');
    throw new HttpError(400, errorCopy.malformedBody);
  }
  return form;
}
