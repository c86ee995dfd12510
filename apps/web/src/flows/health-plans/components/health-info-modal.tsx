import type { BenefitLike } from '@alaafia/domain';
import { Button } from '#components/ui/button.js';
import { Modal } from '#components/ui/modal.js';
import { healthInfoCopy } from '../health-plans-copy';
import { ServiceCategoryAccordion } from './service-category-accordion';
import '#styles/health.css';

export type HealthInfoModalProps = {
  open: boolean;
  onClose: () => void;
  /** The plan's price per month, when the plan is loaded. */
  price: number | undefined;
  benefits: readonly BenefitLike[];
};

/** The Health insurance info modal: the pitch, the three steps and the benefit cards by category. */
export function HealthInfoModal({ open, onClose, price, benefits }: HealthInfoModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      size="lg"
      title={healthInfoCopy.infoTitle}
      description={healthInfoCopy.infoLead(price)}
      footer={<Button onClick={onClose}>{healthInfoCopy.close}</Button>}
    >
      <div className="hp-info">
        <h3 className="hp-info__title">{healthInfoCopy.infoStepsTitle}</h3>
        <ol className="hp-steps">
          {healthInfoCopy.infoSteps.map((step, index) => (
            <li key={step.title} className="hp-steps__item">
              <span className="hp-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <span>
                <strong>{step.title}</strong>
                <span className="hp-steps__text">{step.text}</span>
              </span>
            </li>
          ))}
        </ol>
        {benefits.length > 0 ? (
          <>
            <h3 className="hp-info__title">{healthInfoCopy.infoBenefitsTitle}</h3>
            <ServiceCategoryAccordion benefits={benefits} headingLevel={4} />
          </>
        ) : null}
      </div>
    </Modal>
  );
}
