import type { CheckedCard } from '@alaafia/domain';
import { api } from '#lib/api-client.js';

/** POST /local/customers/profiles/driver-license-with-id/:id { driver_license_number } (then screen 90). */
export function submitDriverLicense(customerId: number, driverLicenseNumber: string) {
  return api.post<CheckedCard>(`/local/customers/profiles/driver-license-with-id/${customerId}`, {
    driver_license_number: driverLicenseNumber,
  });
}
