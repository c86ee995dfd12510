import { describe, expect, it } from 'vitest';
import { createTranslator, type MessageKey } from '@alaafia/i18n';
import { compileCatalogue } from '@alaafia/i18n/compile';
import { PRODUCT_LINES, PRODUCT_TITLES, PRODUCT_UIDS } from './constants.js';
import {
  ACTIVE_TILE_TITLES,
  INACTIVE_TILE_TITLES,
  tileCopy,
  tileForPremium,
} from './policy-tiles.js';
import { verificationCopy } from './verification-badge.js';
import { fromPriceLabel } from './product-prices.js';
import { claimCopy, heldForPremiumCopy } from './claims.js';
import { claimNoteCopy, claimNoteText, toAPersonNote, type ClaimNoteCopy } from './claim-notes.js';
import { CLAIM_AUTOMATION_RULES, CLAIM_AUTOMATION_SAMPLED_REASON } from './claim-automation.js';
import {
  CLAIM_STATUS_LABELS,
  claimBenefitLabel,
  EI_CLAIM_REASON_KEYS,
  EI_CLAIM_REASONS,
  HOSPITAL_REFUND,
  HTCI_BENEFIT_KEYS,
  HTCI_BENEFITS,
} from './claim-terms.js';
import { incomeCongratulationsCopy } from './wizard-income.js';

// The dashboard's and the income purchase's words the domain's rules choose are said by the web
// from the catalogue (docs/architecture.md, 'Languages'); the spec's English stays the domain's copy,
// word for word, so the catalogue's English must be the same words (with the same placeholders).
const english = createTranslator(
  'en',
  compileCatalogue('en', ['dashboard', 'income', 'claims', 'frame']),
).t;
/** A key's English with each placeholder left as `{name}`, as the domain's copy writes it. */
const template = (key: MessageKey, names: readonly string[] = []) =>
  english(key, Object.fromEntries(names.map((name) => [name, `{${name}}`])));

describe("the domain's screen copy and the catalogue's English", () => {
  it('When the verification card speaks, then each of its words is the catalogue English', () => {
    for (const [name, words] of Object.entries(verificationCopy))
      expect(template(`dashboard.verificationBadge.${name}` as MessageKey, ['product'])).toBe(
        words,
      );
  });

  it('When a product tile speaks, then its titles, badges, notices and actions are the catalogue English', () => {
    for (const uid of PRODUCT_UIDS) {
      expect(english(`dashboard.tile.activeTitle.${uid}`)).toBe(ACTIVE_TILE_TITLES[uid]);
      expect(english(`dashboard.tile.inactiveTitle.${uid}`)).toBe(INACTIVE_TILE_TITLES[uid]);
    }
    expect(english('dashboard.active')).toBe(tileCopy.active);
    expect(english('dashboard.tile.overdue')).toBe(tileCopy.overdue);
    expect(english('dashboard.tile.paused')).toBe(tileCopy.paused);
    expect(english('dashboard.tile.downloadPolicy')).toBe(tileCopy.downloadPolicy);
    expect(template('dashboard.tile.sponsored', ['next_payment_date', 'company'])).toBe(
      tileCopy.sponsored,
    );
    for (const unit of ['Month', 'Year'] as const)
      expect(
        english('dashboard.tile.fromPrice', {
          amount: '₦1,100',
          unit: unit === 'Year' ? 'year' : 'month',
        }),
      ).toBe(fromPriceLabel({ amount: 1100, unit }));
    for (const copy of ['overdueText', 'pausedText', 'pausedForVerificationText'] as const)
      expect(
        template(`dashboard.tile.${copy}`, ['premium', 'due', 'grace_ends_on', 'lapses_on']),
      ).toBe(tileCopy[copy]);
    const actions = {
      'explore-income': 'Explore Income Protection',
      renew: 'Renew Now',
      buy: 'Buy Now',
      explore: 'Explore',
      pay: 'Pay now',
      verify: 'Complete verification',
    } as const;
    for (const [kind, label] of Object.entries(actions))
      expect(english(`dashboard.tile.action.${kind}` as MessageKey)).toBe(label);
  });

  it("When an overdue tile's notice is said from the catalogue, then it reads as the domain's text", () => {
    const tile = tileForPremium({
      product_prefix_code: 'EI',
      active: true,
      company: null,
      next_payment_date: '2026-07-01',
      policy_document: null,
      date_cancelled: null,
      payment_state: 'overdue',
      grace_ends_on: '2026-07-14',
      lapses_on: null,
      paused_reason: null,
      premium: 5000,
    });
    const notice = tile.paymentNotice!;
    expect(english(`dashboard.tile.${notice.copy}`, notice.values)).toBe(notice.text);
    expect(english(`dashboard.tile.${tile.titleCopy}Title.EI`)).toBe(tile.title);
  });

  it('When the income Congratulations screen speaks, then its button and hints are the catalogue English', () => {
    for (const [name, words] of Object.entries(incomeCongratulationsCopy))
      expect(english(`income.congrats.${name}` as MessageKey)).toBe(words);
    expect(english('income.congrats.hintPending')).toBe(verificationCopy.pendingText);
  });

  it("When a claim's notices are said from the catalogue, then they read as the domain's sentences", () => {
    expect(english('claims.heldForPremium.beforeFiling', { due: '1 October 2026' })).toBe(
      heldForPremiumCopy.beforeFiling('1 October 2026'),
    );
    expect(english('claims.heldForPremium.onClaim', { due: '1 October 2026' })).toBe(
      heldForPremiumCopy.onClaim('1 October 2026'),
    );
    expect(english('claims.followUpNotice', { claimNumber: 'CLM-2026-000031' })).toBe(
      claimCopy.followUp('CLM-2026-000031'),
    );
  });

  it("When a customer's page names a product, then the catalogue's English is the spec's name", () => {
    for (const uid of PRODUCT_UIDS) {
      expect(english(`frame.product.line.${uid}`)).toBe(PRODUCT_LINES[uid]);
      expect(english(`frame.product.title.${uid}`)).toBe(PRODUCT_TITLES[uid]);
    }
  });

  it("When a claim's timeline speaks, then its system notes and states are the catalogue's English, word for word", () => {
    for (const [copy, words] of Object.entries(claimNoteCopy)) {
      const names = [...words.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      expect(template(`claims.note.${copy as ClaimNoteCopy}`, names), copy).toBe(words);
    }
    for (const [status, label] of Object.entries(CLAIM_STATUS_LABELS))
      expect(english(`claims.status.${status}` as MessageKey)).toBe(label);
    // The note of a claim approved for less is the message's sentence (claimCopy.approvedLess).
    expect(
      claimNoteText({
        copy: 'approvedLess',
        values: { claimed: '₦50,000', approved: '₦40,000', reason: 'One receipt is missing.' },
      }),
    ).toBe(claimCopy.approvedLess('₦50,000', '₦40,000', 'One receipt is missing.'));
  });

  it("When a claim's reason or benefit is said from the catalogue, then its English is the domain's label, word for word (issue 42)", () => {
    for (const reason of EI_CLAIM_REASON_KEYS) {
      expect(english(`claims.reason.${reason}`)).toBe(EI_CLAIM_REASONS[reason].label);
      if (!EI_CLAIM_REASONS[reason].covered)
        expect(english(`claims.notCovered.${reason}` as MessageKey)).toBe(
          EI_CLAIM_REASONS[reason].explanation,
        );
    }
    for (const benefit of [...HTCI_BENEFIT_KEYS, HOSPITAL_REFUND.benefit])
      expect(english(`claims.benefit.${benefit}`)).toBe(claimBenefitLabel(benefit));
    expect(english('claims.benefitLine.accident_emergency')).toBe(
      HTCI_BENEFITS.accident_emergency.description,
    );
    expect(english('claims.benefitLine.permanent_disability')).toBe(
      HTCI_BENEFITS.permanent_disability.description,
    );
  });

  it("When the rules send a claim to a person, then each reason the timeline says is the rule's own English", () => {
    const names = [...CLAIM_AUTOMATION_RULES.map((r) => r.name), 'sampled'];
    const reasons = [
      ...CLAIM_AUTOMATION_RULES.map((r) => r.reason),
      CLAIM_AUTOMATION_SAMPLED_REASON,
    ];
    expect(toAPersonNote(english, { rules: names.join(' '), reasons: '' })).toBe(
      claimNoteText({ copy: 'toAPerson', values: { reasons: reasons.join(' ') } }),
    );
  });
});
