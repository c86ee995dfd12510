/** The port for turning an office address into a place (income-protection.md section 7). */
export type GeocodeResult =
  | {
      status: 'OK';
      lat: number;
      lng: number;
      /** Two-letter state code: 'LA' for Lagos. */
      stateShortName: string;
      stateName: string;
      /** The local government area, when the address names one. */
      localGovernment: string | null;
      formattedAddress: string;
    }
  | { status: 'ZERO_RESULTS' };

export interface Geocoder {
  geocode(address: string): Promise<GeocodeResult>;
}
