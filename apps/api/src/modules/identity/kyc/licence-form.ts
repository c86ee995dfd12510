import { driverLicenseNumberSchema } from '@alaafia/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError, unprocessable } from '../../../lib/http-errors.js';
import { readMultipartForm } from '../../../lib/multipart.js';
import { kycServerCopy } from './kyc-copy.js';
import { detectLicenceImage, type ImageKind } from './licence-image.js';

/** The licence form of biometrics-with-id, read and checked. */
interface LicenceForm {
  number: string;
  image: { content: Buffer; kind: ImageKind };
}

/**
 * Reads the multipart form of POST biometrics-with-id (id_number, type 'frsc', file: png or jpeg)
 * and checks it: not multipart or not a picture is 415, a file over the limit 413, a missing or
 * wrong field 422 under the client's keys (DRIVER_LICENSE, type, file). Each refusal is told to
 * `rejected` (the customer's KYC audit trail: the fields only, never the values) before it is thrown.
 */
export async function readLicenceForm(
  request: FastifyRequest,
  rejected: (fields: string[]) => Promise<void>,
): Promise<LicenceForm> {
  if (!request.isMultipart()) {
    throw new HttpError(415, kycServerCopy.licenceImageType);
  }
  const form = await readMultipartForm(request, async () => {
    await rejected(['file too large']);
    return new HttpError(413, kycServerCopy.licenceImageTooLarge, {
      file: [kycServerCopy.licenceImageTooLarge],
    });
  });
  const fields = form.fields;
  const file = form.files.file?.content ?? null;
  const errors: Record<string, string[]> = {};
  const number = driverLicenseNumberSchema.safeParse(fields.id_number ?? '');
  if (!number.success) errors.DRIVER_LICENSE = [number.error.issues[0]!.message];
  if ((fields.type ?? '').toLowerCase() !== 'frsc')
    errors.type = [kycServerCopy.licenceTypeInvalid];
  if (!file || file.length === 0) errors.file = [kycServerCopy.licenceImageMissing];
  if (Object.keys(errors).length > 0 || !number.success || !file) {
    await rejected(Object.keys(errors));
    throw unprocessable(Object.values(errors)[0]![0]!, errors);
  }
  const kind = detectLicenceImage(file);
  if (!kind) {
    await rejected(['file type']);
    throw new HttpError(415, kycServerCopy.licenceImageType, {
      file: [kycServerCopy.licenceImageType],
    });
  }
  return { number: number.data, image: { content: file, kind } };
}
