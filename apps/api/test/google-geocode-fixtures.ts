/**
 * Answers in the shape of Google's Geocoding API
 * (https://developers.google.com/maps/documentation/geocoding/requests-geocoding#GeocodingResponses).
 */
export const googleLagosAnswer = {
  results: [
    {
      address_components: [
        { long_name: '12', short_name: '12', types: ['street_number'] },
        { long_name: 'Allen Avenue', short_name: 'Allen Ave', types: ['route'] },
        { long_name: 'Ikeja', short_name: 'Ikeja', types: ['locality', 'political'] },
        {
          long_name: 'Ikeja',
          short_name: 'Ikeja',
          types: ['administrative_area_level_2', 'political'],
        },
        {
          long_name: 'Lagos',
          short_name: 'LA',
          types: ['administrative_area_level_1', 'political'],
        },
        { long_name: 'Nigeria', short_name: 'NG', types: ['country', 'political'] },
      ],
      formatted_address: '12 Allen Ave, Ikeja, Lagos, Nigeria',
      geometry: {
        location: { lat: 6.6018, lng: 3.3515 },
        location_type: 'ROOFTOP',
        viewport: {
          northeast: { lat: 6.6031, lng: 3.3528 },
          southwest: { lat: 6.6004, lng: 3.3501 },
        },
      },
      place_id: 'ChIJexampleLagos',
      types: ['street_address'],
    },
  ],
  status: 'OK',
};

export const googleAbujaAnswer = {
  results: [
    {
      address_components: [
        { long_name: 'Wuse 2', short_name: 'Wuse 2', types: ['sublocality', 'political'] },
        {
          long_name: 'Abuja Municipal Area Council',
          short_name: 'AMAC',
          types: ['administrative_area_level_2', 'political'],
        },
        {
          long_name: 'Federal Capital Territory',
          short_name: 'FC',
          types: ['administrative_area_level_1', 'political'],
        },
        { long_name: 'Nigeria', short_name: 'NG', types: ['country', 'political'] },
      ],
      formatted_address: 'Aminu Kano Cres, Wuse 2, Abuja, Federal Capital Territory, Nigeria',
      geometry: { location: { lat: 9.0765, lng: 7.4712 }, location_type: 'GEOMETRIC_CENTER' },
      place_id: 'ChIJexampleAbuja',
      types: ['route'],
    },
  ],
  status: 'OK',
};

/** Only the country matched: Google answers OK with a country-level result. */
export const googleCountryOnlyAnswer = {
  results: [
    {
      address_components: [
        { long_name: 'Nigeria', short_name: 'NG', types: ['country', 'political'] },
      ],
      formatted_address: 'Nigeria',
      geometry: { location: { lat: 9.082, lng: 8.6753 }, location_type: 'APPROXIMATE' },
      partial_match: true,
      place_id: 'ChIJexampleNigeria',
      types: ['country', 'political'],
    },
  ],
  status: 'OK',
};

export const googleZeroResults = { results: [], status: 'ZERO_RESULTS' };

export const googleDenied = {
  error_message: 'The provided API key is invalid.',
  results: [],
  status: 'REQUEST_DENIED',
};
