import type { Language } from '@alaafia/i18n';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { Geocoder } from './integrations/geocoding/types.js';
import type { PlacesProvider } from './integrations/places/types.js';
import type { IdentityProvider } from './integrations/identity/types.js';
import type { EmailSender, SmsSender } from './integrations/messaging/types.js';
import type { WhatsAppSender } from './integrations/messaging/whatsapp.js';
import type { PaymentProvider } from './integrations/payments/types.js';
import type { FileStorage } from './integrations/storage/types.js';
import type { TelemedicinePartner } from './integrations/telemedicine/types.js';
import type { FieldCipher } from './lib/crypto.js';
import type { PasswordHasher } from './lib/passwords.js';
import type { RateLimiter } from './lib/rate-limit.js';
import type { SandboxClock } from './lib/sandbox-clock.js';

/** What every module gets: configuration, the database and the providers, chosen once at start. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  email: EmailSender;
  sms: SmsSender;
  /** WhatsApp: the sandbox's outbox and media, or Meta's Cloud API (WHATSAPP_PROVIDER). */
  whatsapp: WhatsAppSender;
  storage: FileStorage;
  geocoder: Geocoder;
  /** Address suggestions as the customer types: Google Places or the offline Lagos gazetteer. */
  places: PlacesProvider;
  /** Identity (KYC) lookups: BVN, NIN, voter's card, driver's licence, bank account. */
  identity: IdentityProvider;
  /** Payments: Paystack, or the sandbox ledger (PAYMENTS_PROVIDER). */
  payments: PaymentProvider;
  /** 'Talk to a doctor': the sandbox partner's outbox, or the partner's signed webhook (TELEMEDICINE_PROVIDER). */
  telemedicine: TelemedicinePartner;
  rateLimiter: RateLimiter;
  /** argon2id at the configured cost (PASSWORD_HASH_*). */
  passwords: PasswordHasher;
  /** Encrypts personal data at rest and makes lookup hashes. */
  cipher: FieldCipher;
  now: () => Date;
  /**
   * A number in [0, 1) for sampling claims for a person's check (issue 39): seeded in the sandbox
   * (CLAIM_AUTOMATION_SAMPLE_SEED) and tests, crypto randomness otherwise.
   */
  random: () => number;
  /** The sandbox's movable clock (what `now` reads there); null outside the sandbox. */
  sandboxClock: SandboxClock | null;
}

interface SessionCustomer {
  customerId: number;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    session: SessionCustomer | null;
    /** A session cookie came with the request but it is revoked or expired. */
    sessionExpired: boolean;
    /**
     * The customer id the route's access hook checked as the signed-in customer's own (onlyOwn,
     * onlyOwnInBody, requireOwnCustomer); null before, or on a route without one. Handlers read it
     * with ownCustomerId(request) (plugins/session.ts) instead of checking again.
     */
    ownCustomerId: number | null;
    /** The request's language once worked out (plugins/language.ts: read it with requestLanguage). */
    languageChosen: Promise<Language> | null;
    chooseLanguage(this: FastifyRequest): Promise<Language>;
  }
}
