import { useMutation } from '@tanstack/react-query';
import { uploadFile } from '#lib/upload-file.js';

/**
 * The employment letter: POST /local/upload/s3 with type 'employment_letter' (lib/upload-file.ts);
 * 415 for a file that is not a Doc, Pdf, JPG or PNG by its content.
 */
export function useUploadEmploymentLetter() {
  return useMutation({ mutationFn: (file: File) => uploadFile('employment_letter', file) });
}
