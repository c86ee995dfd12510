import type { CheckedCard } from '@alaafia/domain';
import { api } from '#lib/api-client.js';

/**
 * POST /local/customers/profiles/biometrics-with-id/:id, multipart { id_number, type: 'frsc', file }:
 * one driver's licence image (png, jpg or jpeg) for the licence number just checked.
 */
export function uploadLicenceImage(customerId: number, idNumber: string, file: File) {
  const body = new FormData();
  body.append('id_number', idNumber);
  body.append('type', 'frsc');
  body.append('file', file, file.name);
  return api.post<CheckedCard>(`/local/customers/profiles/biometrics-with-id/${customerId}`, body);
}
