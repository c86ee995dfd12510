import { useMutation } from '@tanstack/react-query';
import { uploadFile } from '#lib/upload-file.js';

/** A claim's document: POST /local/upload/s3 with type 'claim_document' (lib/upload-file.ts). */
export function useUploadClaimDocument() {
  return useMutation({ mutationFn: (file: File) => uploadFile('claim_document', file) });
}
