import {
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
import type { ReactNode } from 'react';
import { paths } from '#config/paths.js';
import { useDates, useT } from '#lib/i18n.js';
import { usePublicCopy } from './public-copy';
import { PUBLIC_PATHS } from './public-pages';
import { PublicLayout } from './public-layout';

/** The privacy contact (the Data Protection Officer's mailbox). */
const PRIVACY_EMAIL = 'privacy@alaafia.ng';
/** How long retained records of a closed account are kept (docs/business-rules.md, 'Your data'). */
const RETAINED_YEARS = 6;

function LegalPage({
  title,
  version,
  intro,
  children,
}: {
  title: string;
  version: string;
  intro: string;
  children: ReactNode;
}) {
  const t = useT();
  const dates = useDates();
  return (
    <PublicLayout>
      <article className="site-legal" aria-labelledby="legal-title">
        <h1 id="legal-title" className="site-legal__title">
          {title}
        </h1>
        <p className="site-legal__version">
          {t('public.legal.version', { version, date: dates.day(version) })}
        </p>
        <p className="site-legal__intro">{intro}</p>
        {children}
      </article>
    </PublicLayout>
  );
}

function H2({ children }: { children: ReactNode }) {
  return <h2 className="site-legal__heading">{children}</h2>;
}

const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;

/** What the Nigeria Data Protection Act 2023 asks a controller to tell the people whose data it holds. */
export function PrivacyPage() {
  const publicCopy = usePublicCopy();
  return (
    <LegalPage
      title="Privacy notice"
      version={PRIVACY_VERSION}
      intro="This notice says what personal data we keep about you, why, who we share it with, how long we keep it and how you use your rights under the Nigeria Data Protection Act 2023."
    >
      <H2>Who we are</H2>
      <p>
        {publicCopy.brand} sells income protection, health insurance and HealthCash online to people
        in Nigeria. We decide how your personal data is used, so we are its data controller under
        the Act. Our Data Protection Officer answers every question about your data at{' '}
        {mail(PRIVACY_EMAIL)}.
      </p>

      <H2>What we keep and why</H2>
      <ul className="site-data">
        <li>
          <h3 className="site-data__what">Your name, e-mail, phone number and password</h3>
          <p>
            <strong>Why:</strong> To open and run your account and to tell you about your policies.
          </p>
          <p>
            <strong>Lawful basis:</strong> Our contract with you
          </p>
        </li>
        <li>
          <h3 className="site-data__what">
            Your BVN, NIN, voter's card or driver's licence number, date of birth and bank account
            number
          </h3>
          <p>
            <strong>Why:</strong> To confirm who you are before cover is final, to prevent fraud,
            and to pay claims only into an account in your name.
          </p>
          <p>
            <strong>Lawful basis:</strong> Legal obligation (anti-money-laundering rules) and our
            contract
          </p>
        </li>
        <li>
          <h3 className="site-data__what">Your address, employer, salary and employment letter</h3>
          <p>
            <strong>Why:</strong> To check you can buy Income Protection (a salary of at least{' '}
            {formatNaira(MINIMUM_SALARY)}) and to offer plans that fit your salary.
          </p>
          <p>
            <strong>Lawful basis:</strong> Our contract
          </p>
        </li>
        <li>
          <h3 className="site-data__what">Your chosen hospital and your next of kin</h3>
          <p>
            <strong>Why:</strong> To arrange your care at that hospital, and to pay the HealthCash
            death benefit to the person you named.
          </p>
          <p>
            <strong>Lawful basis:</strong> Our contract
          </p>
        </li>
        <li>
          <h3 className="site-data__what">
            What you send with a claim (letters, payslips, medical reports)
          </h3>
          <p>
            <strong>Why:</strong> To decide and pay your claim. Medical reports are sensitive data:
            we use them only for your claim.
          </p>
          <p>
            <strong>Lawful basis:</strong> Your explicit consent, and establishing or defending a
            legal claim
          </p>
        </li>
        <li>
          <h3 className="site-data__what">
            Payments: amounts, dates, references and the card's last 4 digits
          </h3>
          <p>
            <strong>Why:</strong> To collect premiums and refund you. Your full card number goes to
            Paystack, never to us.
          </p>
          <p>
            <strong>Lawful basis:</strong> Our contract and legal obligation (tax and accounting
            records)
          </p>
        </li>
        <li>
          <h3 className="site-data__what">Sign-in sessions: device, IP address and times</h3>
          <p>
            <strong>Why:</strong> To keep your account safe and show you where you are signed in.
          </p>
          <p>
            <strong>Lawful basis:</strong> Legitimate interest (security)
          </p>
        </li>
        <li>
          <h3 className="site-data__what">
            Which steps of our forms are used, without your personal details
          </h3>
          <p>
            <strong>Why:</strong> To find where people get stuck and improve the service.
          </p>
          <p>
            <strong>Lawful basis:</strong> Legitimate interest
          </p>
        </li>
        <li>
          <h3 className="site-data__what">Offers of our other products</h3>
          <p>
            <strong>Why:</strong> Only if you have not switched marketing messages off in Settings.
          </p>
          <p>
            <strong>Lawful basis:</strong> Your consent, which you can withdraw at any time
          </p>
        </li>
      </ul>
      <p>
        Identity numbers and dates of birth are encrypted where we store them and are never shown in
        full on screens, in files or in our logs. Passwords are stored only as a one-way hash.
      </p>

      <H2>Who we share it with</H2>
      <p>We never sell your data. We share only what each needs, with:</p>
      <ul>
        <li>Paystack, to take payments and pay claims;</li>
        <li>
          our identity provider (Dojah), to check your BVN, NIN, voter's card, licence or bank
          account;
        </li>
        <li>our SMS (Termii) and e-mail providers, to send you codes and messages;</li>
        <li>our storage and hosting providers, and Google for looking up addresses;</li>
        <li>your chosen hospital, for your care under the health plan;</li>
        <li>
          the National Insurance Commission (NAICOM), tax authorities, courts and the police, when
          the law requires it.
        </li>
      </ul>
      <p>
        Some of these providers process data outside Nigeria. We use them only where the Act allows
        it: with adequate protection in that country or with contract terms that protect your data
        as the Act does.
      </p>

      <H2>How long we keep it</H2>
      <ul>
        <li>While your account is open, we keep what you gave us so that your cover works.</li>
        <li>A sign-in ends after 60 minutes without activity or 7 days in any case.</li>
        <li>
          When you close your account, we erase at once your name, contact details, address, date of
          birth, password, sessions, next of kin, saved cards and the e-mails we sent you.
        </li>
        <li>
          If you never paid us, your identity checks, employment information and uploaded files are
          erased at once too. If you held a policy or paid us, we must keep the policy, payment and
          identity-check records, encrypted, for {RETAINED_YEARS} years after you close your account
          (anti-money-laundering, tax and limitation rules), then erase them.
        </li>
      </ul>

      <H2>Your rights and how to use them</H2>
      <ul>
        <li>
          <strong>To know and to get a copy</strong> of your data: Settings, 'Download my data',
          gives you a file at once. For full identity numbers, write to {mail(PRIVACY_EMAIL)}.
        </li>
        <li>
          <strong>To correct it</strong>: change your details in Settings, or write to us.
        </li>
        <li>
          <strong>To have it erased</strong>: Settings, 'Close my account' (after you cancel any
          active policy), subject to the records the law makes us keep.
        </li>
        <li>
          <strong>To take it elsewhere</strong>: the file you download is in a common
          machine-readable format (JSON).
        </li>
        <li>
          <strong>To object, to restrict our use, or to withdraw consent</strong>: switch marketing
          messages off in Settings, or write to us.
        </li>
        <li>
          <strong>Not to be judged by a machine alone</strong>: identity checks compare your details
          automatically. If one stops you, you can ask for a person to review it.
        </li>
      </ul>
      <p>
        Write to {mail(PRIVACY_EMAIL)} from the e-mail address on your account. We answer within 30
        days. If you are not satisfied, you can complain to the Nigeria Data Protection Commission (
        <a href="https://ndpc.gov.ng" rel="noopener noreferrer">
          ndpc.gov.ng
        </a>
        ).
      </p>

      <H2>If something goes wrong</H2>
      <p>
        If your data is exposed in a breach, we tell the Nigeria Data Protection Commission within
        72 hours, and tell you without delay when it puts you at risk.
      </p>

      <H2>Children</H2>
      <p>Our insurance is for adults: you must be at least 18 to buy a policy.</p>

      <H2>Changes to this notice</H2>
      <p>
        A new version has a new date at the top of this page. We tell customers by e-mail before a
        change that affects them takes effect.
      </p>
      <p>
        <a href={PUBLIC_PATHS.terms}>{publicCopy.terms}</a>
      </p>
    </LegalPage>
  );
}

/** The terms every policy sold online is under; each product page says what that product covers. */
export function TermsPage() {
  const publicCopy = usePublicCopy();
  return (
    <LegalPage
      title="Policy terms"
      version={TERMS_VERSION}
      intro={`These terms apply to every policy you buy from ${publicCopy.brand} online. What each policy covers and does not cover is on its product page and in the policy document you can download after you pay.`}
    >
      <H2>Your policy</H2>
      <ul>
        <li>You must be 18 or over, live in Nigeria, and give true and complete information.</li>
        <li>
          Cover starts when your payment is confirmed. Your policy document, with its number, start
          date and next payment date, is on your dashboard.
        </li>
        <li>
          Income Protection is for people in paid employment in Nigeria earning at least{' '}
          {formatNaira(MINIMUM_SALARY)} a month, who have not been given or given notice when they
          buy.
        </li>
      </ul>

      <H2>Verifying who you are</H2>
      <p>
        We check your identity after you pay. If it is not complete {KYC_DEADLINE_DAYS} days after
        your first payment, your cover is paused until you finish it.
      </p>

      <H2>Paying your premium</H2>
      <ul>
        <li>
          Monthly plans paid by card: your first month is free, then your card is charged each month
          on the due date. If a charge fails we try again 3, 7 and 14 days later.
        </li>
        <li>Yearly plans are paid once a year; we remind you before the year ends.</li>
        <li>
          If a premium is not paid, your cover carries on for {GRACE_DAYS} days. After that it is
          paused: nothing that happens while it is paused is covered. Paying resumes it at once.
          Unpaid {PAUSED_DAYS_BEFORE_LAPSE} days after the pause, the policy ends.
        </li>
      </ul>

      <H2>Cancelling</H2>
      <p>
        You can cancel anytime on your dashboard. Nothing more is charged; the time you have already
        paid for is not refunded.
      </p>

      <H2>Claims</H2>
      <ul>
        <li>
          You can claim for an event that happened while your cover was on and your premiums were
          paid up (or within the {GRACE_DAYS} days of grace).
        </li>
        <li>
          No premium, no cover: if the event happened in the days of grace of a premium you have not
          paid yet, we take your claim, but we pay it only once that premium is paid. We tell you so
          before you file.
        </li>
        <li>
          Income Protection does not cover a job lost in the first {CLAIM_WAITING_PERIOD_DAYS} days
          of the policy.
        </li>
        <li>
          We decide within {CLAIM_DECISION_WORKING_DAYS} working days of a complete claim, never
          later than {CLAIM_STATUTORY_DAYS} days after you file it, and pay within{' '}
          {CLAIM_PAYMENT_HOURS} hours of approval, into a bank account in your name.
        </li>
        <li>
          A claim made with false information is refused, and the policy may be cancelled without
          refund.
        </li>
      </ul>

      <H2>Complaints</H2>
      <p>
        Write to {mail(publicCopy.contactEmail)}. If you are not satisfied with our answer, you can
        complain to the National Insurance Commission (
        <a href={publicCopy.regulatorUrl} rel="noopener noreferrer">
          naicom.gov.ng
        </a>
        ).
      </p>

      <H2>Your data and the law</H2>
      <p>
        How we use your data is in our <a href={PUBLIC_PATHS.privacy}>{publicCopy.privacy}</a>.
        These terms are governed by the laws of the Federal Republic of Nigeria.
      </p>
      <p>
        <a href={paths.signup}>{publicCopy.signUp}</a>
      </p>
    </LegalPage>
  );
}
