import type { UploadResult, UploadType } from '@alaafia/domain';
import { api } from './api-client';

/**
 * POST /local/upload/s3, multipart { type, file }: the one fetcher of the upload endpoint (the
 * employment letter, a claim's documents). 200 { data: { file_url } }; 415 for a file that is not
 * what it claims to be by its content, 413 over 10 MB.
 */
export function uploadFile(type: UploadType, file: File) {
  const form = new FormData();
  form.append('type', type);
  form.append('file', file, file.name);
  return api.post<UploadResult>('/local/upload/s3', form);
}
