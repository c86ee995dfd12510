import { useEffect, useRef } from 'react';
import { ArrowLeftIcon } from '#components/ui/icons.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#components/ui/tabs.js';
import type { StoredQuote } from '../income-storage';
import '#styles/flows.css';
import '#styles/income.css';
import { useT } from '#lib/i18n.js';
import { useProductWords } from '#lib/product-words.js';

/** The regulator's page on insurance in Nigeria (the 'learn more' link of the cover). */
const NAICOM_URL = 'https://www.naicom.gov.ng';

type Item = { title: string; description: string };

function ItemList({ items, kind }: { items: readonly Item[]; kind: 'covered' | 'not-covered' }) {
  const words = useProductWords();
  return (
    <ul className={`income-cover-list income-cover-list--${kind}`}>
      {items.map((item) => (
        <li key={item.title} className="income-cover-list__item">
          <span className="income-cover-list__title">{words(item.title)}</span>
          <span className="income-cover-list__text">{words(item.description)}</span>
        </li>
      ))}
    </ul>
  );
}

type CoverageViewProps = {
  product: Pick<StoredQuote, 'product_benefits' | 'not_covered'>;
  onBack: () => void;
};

/**
 * The coverage view of the plan summary: 'What's not covered' (resignation, misconduct, pay cuts,
 * salary delays) and 'What's covered' (dismissal, business closure), from the product the server
 * sold with the plans, in the customer's language (lib/product-words.ts); a way back to the plan and an external information link.
 */
export function CoverageView({ product, onBack }: CoverageViewProps) {
  // Opened from the summary (and loaded then): focus moves to its heading once it is drawn.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const t = useT();
  return (
    <div className="flow-screen income-coverage">
      <button type="button" className="income-back" onClick={onBack}>
        <ArrowLeftIcon />
        {t('income.backToPlan')}
      </button>
      <h2 ref={heading} className="flow-screen__title" data-stage-heading tabIndex={-1}>
        {t('income.coverageTitle')}
      </h2>
      <Tabs defaultValue="covered">
        <TabsList aria-label={t('income.coverageTitle')}>
          <TabsTrigger value="not-covered">{t('income.notCoveredTab')}</TabsTrigger>
          <TabsTrigger value="covered">{t('income.coveredTab')}</TabsTrigger>
        </TabsList>
        <TabsContent value="not-covered">
          <ItemList items={product.not_covered} kind="not-covered" />
        </TabsContent>
        <TabsContent value="covered">
          <ItemList items={product.product_benefits} kind="covered" />
        </TabsContent>
      </Tabs>
      <a className="income-external" href={NAICOM_URL} target="_blank" rel="noopener noreferrer">
        {t('income.moreInformation')}
        <span className="visually-hidden"> {t('income.newTab')}</span>
      </a>
    </div>
  );
}
