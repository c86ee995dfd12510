import multipart from '@fastify/multipart';
import {
  text,
  UPLOAD_MAX_BYTES,
  uploadCopy,
  uploadResultSchema,
  uploadTypeSchema,
} from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { attachmentAnswer, FILE_KINDS, sendPrivateAttachment } from '../../../lib/file-types.js';
import { HttpError } from '../../../lib/http-errors.js';
import { readMultipartForm, type UploadedFile } from '../../../lib/multipart.js';
import { requireCustomer, signedIn } from '../../../plugins/session.js';
import { createUploadsService } from './uploads.service.js';

const isFilePart = (v: unknown): v is UploadedFile =>
  typeof v === 'object' && v !== null && (v as { type?: unknown }).type === 'file';

/** The multipart form of POST /local/upload/s3: `type` and one `file` (read by readMultipartForm). */
const uploadBodySchema = z.object({
  type: uploadTypeSchema,
  file: z.custom<UploadedFile>(isFilePart, { error: uploadCopy.fileRequired }).meta({
    type: 'string',
    format: 'binary',
    description: 'Docs, Pdfs, JPG, PNGs; 10 MB at most',
  }),
});

const tokenParams = z.object({ token: text().max(200) });

/** Files customers upload (income-protection.md stage 92) and their download by the owner. */
export async function uploadRoutes(app: FastifyInstance) {
  // Multipart is parsed only in this plugin (the KYC routes register their own).
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createUploadsService(app.ctx);
  const tags = ['uploads'];

  r.post(
    '/upload/s3',
    {
      // Before the body is read: nobody streams 10 MB at us without a session.
      onRequest: signedIn,
      // The form is read here, so a malformed body is a 400 and the schema below checks the fields.
      preValidation: async (request) => {
        if (!request.isMultipart()) return;
        const form = await readMultipartForm(
          request,
          () => new HttpError(413, uploadCopy.tooLarge, { file: [uploadCopy.tooLarge] }),
        );
        request.body = { ...form.fields, ...form.files } as typeof request.body;
      },
      schema: {
        tags,
        summary:
          'Upload an employment letter (multipart: type, file). The content decides the type: pdf, doc, docx, jpg or png, 10 MB at most',
        consumes: ['multipart/form-data'],
        body: uploadBodySchema,
        response: {
          200: dataOf(uploadResultSchema),

          413: errorBody,
          415: errorBody,

          429: errorBody,
        },
      },
    },
    async (request) => {
      const { customerId } = requireCustomer(request);
      const { type, file } = request.body;
      return {
        data: await service.upload(customerId, {
          type,
          content: file.content,
          fileName: file.filename,
        }),
      };
    },
  );

  // A file, not JSON: typed by hand so the reply can be the bytes (the params are still zod-checked).
  app.get<{ Params: z.infer<typeof tokenParams> }>(
    '/uploads/:token',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Download one of the signed-in customer's own uploads (404 for anyone else)",
        params: tokenParams,
        response: {
          200: attachmentAnswer(
            'The uploaded file, in the type it was checked to be',
            Object.values(FILE_KINDS).map((kind) => kind.mime),
          ),

          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { customerId } = requireCustomer(request);
      const file = await service.download(customerId, request.params.token);
      return sendPrivateAttachment(reply, {
        fileName: file.fileName,
        contentType: file.contentType,
        body: file.content,
      });
    },
  );
}
