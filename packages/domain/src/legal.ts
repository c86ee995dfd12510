/**
 * The versions of the policy terms (`/terms`) and the privacy notice (`/privacy`) on the site now.
 * Each page shows its version and date; a customer's consent at checkout records the versions they
 * agreed to. A change of wording is a new version (and a new date), never an edit under the old one.
 */
export const TERMS_VERSION = '2026-12-07';
export const PRIVACY_VERSION = '2026-11-26';
