import { formatNaira, type BenefitLike } from '@alaafia/domain';
import { Button } from '#components/ui/button.js';
import { Modal } from '#components/ui/modal.js';
import { ServiceCategoryAccordion } from './service-category-accordion';
import '#styles/health.css';
import { useT } from '#lib/i18n.js';
import type { MessageKey } from '@alaafia/i18n';

type HealthInfoModalProps = {
  open: boolean;
  onClose: () => void;
  /** The plan's price per month, when the plan is loaded. */
  price: number | undefined;
  benefits: readonly BenefitLike[];
};

/** 'How it works', three steps (each a title and a line). */
const INFO_STEPS = [1, 2, 3].map((n) => ({
  title: `health.info.infoSteps.${n}.title`,
  text: `health.info.infoSteps.${n}.text`,
})) as unknown as readonly { title: MessageKey; text: MessageKey }[];

/** The Health insurance info modal: the pitch, the three steps and the benefit cards by category. */
export function HealthInfoModal({ open, onClose, price, benefits }: HealthInfoModalProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      size="lg"
      title={t('health.info.infoTitle')}
      description={
        price === undefined
          ? t('health.info.infoLeadNoPrice')
          : t('health.info.infoLead', { price: formatNaira(price) })
      }
      footer={<Button onClick={onClose}>{t('health.info.close')}</Button>}
    >
      <div className="hp-info">
        <h3 className="hp-info__title">{t('health.info.infoStepsTitle')}</h3>
        <ol className="hp-steps">
          {INFO_STEPS.map((step, index) => (
            <li key={step.title} className="hp-steps__item">
              <span className="hp-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <span>
                <strong>{t(step.title)}</strong>
                <span className="hp-steps__text">{t(step.text)}</span>
              </span>
            </li>
          ))}
        </ol>
        {benefits.length > 0 ? (
          <>
            <h3 className="hp-info__title">{t('health.info.infoBenefitsTitle')}</h3>
            <ServiceCategoryAccordion benefits={benefits} headingLevel={4} />
          </>
        ) : null}
      </div>
    </Modal>
  );
}
