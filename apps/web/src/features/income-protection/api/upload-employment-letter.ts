import type { UploadResult } from '@alaafia/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /local/upload/s3 (multipart: type 'employment_letter', file): 200 { data: { file_url } }.
 * 415 for a file that is not a Doc, Pdf, JPG or PNG by its content; 413 over 10 MB.
 */
export function uploadEmploymentLetter(file: File) {
  const form = new FormData();
  form.append('type', 'employment_letter');
  form.append('file', file, file.name);
  return api.post<UploadResult>('/local/upload/s3', form);
}

export function useUploadEmploymentLetter() {
  return useMutation({ mutationFn: uploadEmploymentLetter });
}
