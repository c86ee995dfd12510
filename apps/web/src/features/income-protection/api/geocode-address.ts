import type { GeocodeAnswer } from '@alaafia/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '#lib/api-client.js';

/** POST /local/geocode { address }: the place (state short name 'LA' for Lagos) or ZERO_RESULTS. */
function geocodeAddress(address: string) {
  return api.post<GeocodeAnswer>('/local/geocode', { address });
}

export function useGeocodeAddress() {
  return useMutation({ mutationFn: geocodeAddress });
}
