import { groupBenefitsByCategory, type BenefitLike } from '@alaafia/domain';
import { useId, useState } from 'react';
import { ServiceCategoryIcon } from './service-category-icon';
import '#styles/health.css';
import { useT } from '#lib/i18n.js';
import { useProductWords } from '#lib/product-words.js';

type ServiceCategoryAccordionProps = {
  benefits: readonly BenefitLike[];
  /** The heading level of each row inside its container (h3 in a modal). */
  headingLevel?: 3 | 4;
};

/**
 * A row per service category: the icon chosen by its name (general care for any other), the name,
 * 'View Service' (the catalogue's words in the customer's language: lib/product-words.ts) and a panel with the category's benefits that opens and closes.
 */
export function ServiceCategoryAccordion({
  benefits,
  headingLevel = 3,
}: ServiceCategoryAccordionProps) {
  const t = useT();
  const words = useProductWords();
  const groups = groupBenefitsByCategory(benefits);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const baseId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';

  function toggle(name: string) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });
  }

  return (
    <div className="hp-accordion">
      {groups.map((group, index) => {
        const expanded = open.has(group.name);
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div
            key={group.name}
            className="hp-accordion__item"
            data-icon={group.icon}
            data-expanded={expanded || undefined}
          >
            <Heading className="hp-accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="hp-accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(group.name)}
              >
                <ServiceCategoryIcon icon={group.icon} className="hp-accordion__icon" />
                <span className="hp-accordion__name">{words(group.name)}</span>
                <span className="hp-accordion__action">{t('health.info.viewService')}</span>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="hp-accordion__panel"
              hidden={!expanded}
            >
              <ul className="hp-benefits">
                {group.benefits.map((benefit) => (
                  <li key={benefit.title}>
                    <strong>{words(benefit.title)}</strong>
                    <span>{words(benefit.description)}</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        );
      })}
    </div>
  );
}
