import type { UploadResult } from '@alaafia/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /local/upload/s3 (multipart: type 'claim_document', file): 200 { data: { file_url } }, the
 * same content checks and storage as the employment letter (415 for a file that is not what it
 * claims, 413 over 10 MB).
 */
export function uploadClaimDocument(file: File) {
  const form = new FormData();
  form.append('type', 'claim_document');
  form.append('file', file, file.name);
  return api.post<UploadResult>('/local/upload/s3', form);
}

export function useUploadClaimDocument() {
  return useMutation({ mutationFn: uploadClaimDocument });
}
