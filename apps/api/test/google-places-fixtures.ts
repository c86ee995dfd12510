/**
 * Answers in the shape of Google's Places API (New) Autocomplete
 * (https://developers.google.com/maps/documentation/places/web-service/reference/rest/v1/places/autocomplete#response-body).
 */
export const googlePlacesAllenAnswer = {
  suggestions: [
    {
      placePrediction: {
        place: 'places/ChIJ0Wn3aVSTOxARwA7OJSk8Lb4',
        placeId: 'ChIJ0Wn3aVSTOxARwA7OJSk8Lb4',
        text: {
          text: 'Allen Avenue, Ikeja, Lagos, Nigeria',
          matches: [{ endOffset: 5 }],
        },
        structuredFormat: {
          mainText: { text: 'Allen Avenue', matches: [{ endOffset: 5 }] },
          secondaryText: { text: 'Ikeja, Lagos, Nigeria' },
        },
        types: ['geocode', 'route'],
      },
    },
    {
      // A query prediction (only with includeQueryPredictions): not a place, skipped.
      queryPrediction: { text: { text: 'allen avenue restaurants' } },
    },
    {
      placePrediction: {
        place: 'places/ChIJC3d8jE2TOxARKy2s4xYb0OE',
        placeId: 'ChIJC3d8jE2TOxARKy2s4xYb0OE',
        text: { text: 'Allen Roundabout, Allen Avenue, Ikeja, Lagos, Nigeria' },
        structuredFormat: {
          mainText: { text: 'Allen Roundabout' },
          secondaryText: { text: 'Allen Avenue, Ikeja, Lagos, Nigeria' },
        },
        types: ['establishment', 'point_of_interest'],
      },
    },
  ],
};

/** An empty answer: Google sends {} when nothing matches. */
export const googlePlacesNothing = {};

/** A refused key: HTTP 403 with Google's error body. */
export const googlePlacesDenied = {
  error: {
    code: 403,
    message:
      'Places API (New) has not been used in project 123 before or it is disabled. Enable it by visiting https://console.developers.google.com/apis/api/places.googleapis.com/overview?project=123 then retry.',
    status: 'PERMISSION_DENIED',
  },
};
