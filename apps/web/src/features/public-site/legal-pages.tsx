import {
  CHARGE_ATTEMPT_DAYS,
  CLAIM_DECISION_WORKING_DAYS,
  CLAIM_PAYMENT_HOURS,
  CLAIM_STATUTORY_DAYS,
  CLAIM_WAITING_PERIOD_DAYS,
  GRACE_DAYS,
  KYC_DEADLINE_DAYS,
  MINIMUM_SALARY,
  PAUSED_DAYS_BEFORE_LAPSE,
  PRIVACY_VERSION,
  TERMS_VERSION,
  formatNaira,
} from '@alaafia/domain';
import type { MessageKey } from '@alaafia/i18n';
import type { ReactNode } from 'react';
import { paths } from '#config/paths.js';
import { Rich, useDates, useLanguage, useT } from '#lib/i18n.js';
import { usePublicCopy } from './public-copy';
import { PUBLIC_PATHS } from './public-pages';
import { PublicLayout } from './public-layout';

// The privacy notice and the policy terms, in the page's language: the catalogue's `legal`
// namespace (docs/architecture.md, 'Languages'). The English text is the one that binds; a
// translated page says so near its top and links the English page (docs/business-rules.md, 'Which
// text binds'). Every figure is a placeholder, filled here from the rules, never typed in a message.

/** The privacy contact (the Data Protection Officer's mailbox). */
const PRIVACY_EMAIL = 'privacy@alaafia.ng';
/** How long retained records of a closed account are kept (docs/business-rules.md, 'Your data'). */
const RETAINED_YEARS = 6;
/**
 * A customer's sign-in: its idle and absolute limits, the defaults of the API's SESSION_IDLE_MINUTES
 * (60) and SESSION_ABSOLUTE_HOURS (168), .env.example.
 */
const SESSION_IDLE_MINUTES = 60;
const SESSION_MAX_DAYS = 7;
/** The card digits we keep (the rest stays with Paystack). */
const CARD_DIGITS_KEPT = 4;
/** How soon we answer a data request, and tell the commission of a breach (the Act's limits). */
const DATA_REQUEST_DAYS = 30;
const BREACH_NOTICE_HOURS = 72;
/** The age from which a policy may be bought. */
const ADULT_AGE = 18;
/** The charge's retries, in days after the due date's first charge (CHARGE_ATTEMPT_DAYS but day 0). */
const [, FIRST_RETRY, SECOND_RETRY, THIRD_RETRY] = CHARGE_ATTEMPT_DAYS;

function LegalPage({
  title,
  version,
  path,
  intro,
  children,
}: {
  title: string;
  version: string;
  /** The page's own path: a translated page links its English text there (`?lang=en`). */
  path: string;
  intro: string;
  children: ReactNode;
}) {
  const t = useT();
  const dates = useDates();
  const language = useLanguage();
  return (
    <PublicLayout>
      <article className="site-legal" aria-labelledby="legal-title">
        <h1 id="legal-title" className="site-legal__title">
          {title}
        </h1>
        <p className="site-legal__version">
          {t('public.legal.version', { version, date: dates.day(version) })}
        </p>
        {language === 'en' ? null : (
          <p className="site-legal__translation">
            <Rich
              k="legal.translation"
              tags={{
                english: (words) => (
                  <a href={`${path}?lang=en`} hrefLang="en">
                    {words}
                  </a>
                ),
              }}
            />
          </p>
        )}
        <p className="site-legal__intro">{intro}</p>
        {children}
      </article>
    </PublicLayout>
  );
}

function H2({ children }: { children: ReactNode }) {
  return <h2 className="site-legal__heading">{children}</h2>;
}

/** A message's `<mail>address</mail>` as a mailto: link to the address. */
const mailTo = (address: string) => (words: string) => <a href={`mailto:${address}`}>{words}</a>;
const bold = (words: string) => <strong>{words}</strong>;

/** The privacy notice's table: what we keep, why, and on what lawful basis. */
const KEPT = [
  'account',
  'identity',
  'employment',
  'care',
  'claims',
  'payments',
  'sessions',
  'formSteps',
  'offers',
] as const;

/** What the Nigeria Data Protection Act 2023 asks a controller to tell the people whose data it holds. */
export function PrivacyPage() {
  const t = useT();
  const publicCopy = usePublicCopy();
  const email = { email: PRIVACY_EMAIL };
  const mail = { mail: mailTo(PRIVACY_EMAIL) };
  const right = (k: MessageKey) => (
    <li>
      <Rich k={k} values={email} tags={{ b: bold, ...mail }} />
    </li>
  );
  const kept: Record<string, Record<string, string>> = {
    employment: { minimumSalary: formatNaira(MINIMUM_SALARY) },
    payments: { cardDigits: String(CARD_DIGITS_KEPT) },
  };
  return (
    <LegalPage
      title={publicCopy.privacy}
      version={PRIVACY_VERSION}
      path={PUBLIC_PATHS.privacy}
      intro={t('legal.privacy.intro')}
    >
      <H2>{t('legal.privacy.whoHeading')}</H2>
      <p>
        <Rich k="legal.privacy.who" values={{ brand: publicCopy.brand, ...email }} tags={mail} />
      </p>

      <H2>{t('legal.privacy.keepHeading')}</H2>
      <ul className="site-data">
        {KEPT.map((item) => (
          <li key={item}>
            <h3 className="site-data__what">{t(`legal.privacy.${item}.what`, kept[item])}</h3>
            <p>
              <strong>{t('legal.privacy.why')}</strong> {t(`legal.privacy.${item}.why`, kept[item])}
            </p>
            <p>
              <strong>{t('legal.privacy.basis')}</strong> {t(`legal.privacy.${item}.basis`)}
            </p>
          </li>
        ))}
      </ul>
      <p>{t('legal.privacy.protected')}</p>

      <H2>{t('legal.privacy.shareHeading')}</H2>
      <p>{t('legal.privacy.shareIntro')}</p>
      <ul>
        <li>{t('legal.privacy.share.paystack')}</li>
        <li>{t('legal.privacy.share.identity')}</li>
        <li>{t('legal.privacy.share.messages')}</li>
        <li>{t('legal.privacy.share.hosting')}</li>
        <li>{t('legal.privacy.share.hospital')}</li>
        <li>{t('legal.privacy.share.authorities')}</li>
      </ul>
      <p>{t('legal.privacy.abroad')}</p>

      <H2>{t('legal.privacy.howLongHeading')}</H2>
      <ul>
        <li>{t('legal.privacy.howLong.open')}</li>
        <li>
          {t('legal.privacy.howLong.sessions', {
            idleMinutes: SESSION_IDLE_MINUTES,
            maxDays: SESSION_MAX_DAYS,
          })}
        </li>
        <li>{t('legal.privacy.howLong.closed')}</li>
        <li>{t('legal.privacy.howLong.retained', { years: RETAINED_YEARS })}</li>
      </ul>

      <H2>{t('legal.privacy.rightsHeading')}</H2>
      <ul>
        {right('legal.privacy.rights.copy')}
        {right('legal.privacy.rights.correct')}
        {right('legal.privacy.rights.erase')}
        {right('legal.privacy.rights.move')}
        {right('legal.privacy.rights.object')}
        {right('legal.privacy.rights.machine')}
      </ul>
      <p>
        <Rich
          k="legal.privacy.rights.write"
          values={{ ...email, answerDays: DATA_REQUEST_DAYS }}
          tags={{
            ...mail,
            ndpc: (words) => (
              <a href="https://ndpc.gov.ng" rel="noopener noreferrer">
                {words}
              </a>
            ),
          }}
        />
      </p>

      <H2>{t('legal.privacy.breachHeading')}</H2>
      <p>{t('legal.privacy.breach', { breachHours: BREACH_NOTICE_HOURS })}</p>

      <H2>{t('legal.privacy.childrenHeading')}</H2>
      <p>{t('legal.privacy.children', { adultAge: ADULT_AGE })}</p>

      <H2>{t('legal.privacy.changesHeading')}</H2>
      <p>{t('legal.privacy.changes')}</p>
      <p>
        <a href={PUBLIC_PATHS.terms}>{publicCopy.terms}</a>
      </p>
    </LegalPage>
  );
}

/** The terms every policy sold online is under; each product page says what that product covers. */
export function TermsPage() {
  const t = useT();
  const publicCopy = usePublicCopy();
  const graceDays = GRACE_DAYS;
  return (
    <LegalPage
      title={publicCopy.terms}
      version={TERMS_VERSION}
      path={PUBLIC_PATHS.terms}
      intro={t('legal.terms.intro', { brand: publicCopy.brand })}
    >
      <H2>{t('legal.terms.policyHeading')}</H2>
      <ul>
        <li>{t('legal.terms.policy.who', { adultAge: ADULT_AGE })}</li>
        <li>{t('legal.terms.policy.start')}</li>
        <li>{t('legal.terms.policy.income', { minimumSalary: formatNaira(MINIMUM_SALARY) })}</li>
      </ul>

      <H2>{t('legal.terms.identityHeading')}</H2>
      <p>{t('legal.terms.identity', { kycDays: KYC_DEADLINE_DAYS })}</p>

      <H2>{t('legal.terms.payingHeading')}</H2>
      <ul>
        <li>
          {t('legal.terms.paying.monthly', {
            firstRetry: FIRST_RETRY,
            secondRetry: SECOND_RETRY,
            thirdRetry: THIRD_RETRY,
          })}
        </li>
        <li>{t('legal.terms.paying.yearly')}</li>
        <li>
          {t('legal.terms.paying.unpaid', { graceDays, lapseDays: PAUSED_DAYS_BEFORE_LAPSE })}
        </li>
      </ul>

      <H2>{t('legal.terms.cancellingHeading')}</H2>
      <p>{t('legal.terms.cancelling')}</p>

      <H2>{t('legal.terms.claimsHeading')}</H2>
      <ul>
        <li>{t('legal.terms.claims.when', { graceDays })}</li>
        <li>{t('legal.terms.claims.noPremium')}</li>
        <li>{t('legal.terms.claims.waiting', { waitingDays: CLAIM_WAITING_PERIOD_DAYS })}</li>
        <li>
          {t('legal.terms.claims.decide', {
            workingDays: CLAIM_DECISION_WORKING_DAYS,
            statutoryDays: CLAIM_STATUTORY_DAYS,
            paymentHours: CLAIM_PAYMENT_HOURS,
          })}
        </li>
        <li>{t('legal.terms.claims.false')}</li>
      </ul>

      <H2>{t('legal.terms.complaintsHeading')}</H2>
      <p>
        <Rich
          k="legal.terms.complaints"
          values={{ email: publicCopy.contactEmail }}
          tags={{
            mail: mailTo(publicCopy.contactEmail),
            naicom: (words) => (
              <a href={publicCopy.regulatorUrl} rel="noopener noreferrer">
                {words}
              </a>
            ),
          }}
        />
      </p>

      <H2>{t('legal.terms.lawHeading')}</H2>
      <p>
        <Rich
          k="legal.terms.law"
          tags={{ privacy: (words) => <a href={PUBLIC_PATHS.privacy}>{words}</a> }}
        />
      </p>
      <p>
        <a href={paths.signup}>{publicCopy.signUp}</a>
      </p>
    </LegalPage>
  );
}
