import type { IdentityLookupRequest, IdentityLookupResult, IdentityProvider } from './types.js';

/** The sandbox's one registered stranger: any ID type's value ending in 0001 belongs to her. */
const SANDBOX_STRANGER = {
  firstName: 'Adaeze',
  lastName: 'Okafor',
  phoneNumber: '08030000001',
  dateOfBirth: '1990-04-12',
} as const;

/**
 * The offline identity provider (the default, and the one the tests use). For every ID type:
 * - a value ending in 0000 is not registered (not found);
 * - a value ending in 0001 is registered to Adaeze Okafor, phone 08030000001 (a name mismatch for
 *   anyone else, and her one-time codes go to that number in the outbox);
 * - any other value is registered to the customer asking, with their own phone number.
 */
export class SandboxIdentityProvider implements IdentityProvider {
  readonly name = 'sandbox';

  async lookup(request: IdentityLookupRequest): Promise<IdentityLookupResult> {
    if (request.value.endsWith('0000')) return { outcome: 'not_found' };
    const person = request.value.endsWith('0001')
      ? SANDBOX_STRANGER
      : { ...request.applicant, dateOfBirth: null };
    const fullName = `${person.firstName} ${person.lastName}`;
    return {
      outcome: 'found',
      reference: `sandbox-${request.type}-${Date.now().toString(36)}`,
      identity: {
        firstName: person.firstName,
        lastName: person.lastName,
        middleName: null,
        fullName: request.type === 'account_number' ? fullName.toUpperCase() : null,
        phoneNumber: person.phoneNumber,
        dateOfBirth: person.dateOfBirth,
      },
    };
  }
}
