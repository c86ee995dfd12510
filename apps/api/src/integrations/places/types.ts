/** The port for address suggestions as the customer types (dashboard-and-kyc.md sections 8 and 9). */
export interface PlaceSuggestion {
  /** The provider's id of the place (Google's place id, or the gazetteer's 'lagos:…'). */
  placeId: string;
  /** The whole line, as the address field is filled with it. */
  description: string;
  /** The street or landmark. */
  mainText: string;
  /** The area, city and country. */
  secondaryText: string;
}

export interface PlacesProvider {
  /**
   * Up to `limit` places in Nigeria whose name or address matches what was typed, best first.
   * `sessionToken` groups one customer's keystrokes into one billing session where the provider has
   * them. Throws PlacesUnavailableError when the provider cannot answer.
   */
  autocomplete(
    input: string,
    options: { sessionToken?: string; limit: number },
  ): Promise<PlaceSuggestion[]>;
}

/** The provider did not answer usefully (quota, key, outage): not the customer's fault. */
export class PlacesUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlacesUnavailableError';
  }
}
