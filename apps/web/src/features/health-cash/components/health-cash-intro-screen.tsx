import { BRAND_NAME, formatNaira } from '@alaafia/domain';
import { AssistantBubble } from '#flows/health-plans/components/assistant-bubble.js';
import { Button } from '#components/ui/button.js';
import '#styles/health.css';
import { useT } from '#lib/i18n.js';

type HealthCashIntroScreenProps = {
  firstName: string;
  plan: { price: number; coverage: number } | undefined;
  onLearnMore: () => void;
  onProceed: () => void;
};

/** Stage 0: 'This is {product} Health Cash', Learn More and 'Let's Proceed'. */
export function HealthCashIntroScreen({
  firstName,
  plan,
  onLearnMore,
  onProceed,
}: HealthCashIntroScreenProps) {
  const t = useT();
  return (
    <div className="flow-screen hp-intro">
      <h2 className="flow-screen__title" data-stage-heading>
        {t('healthCash.introTitle', { brand: BRAND_NAME })}
      </h2>
      <AssistantBubble>
        <p>{t('healthCash.introGreeting', { firstName })}</p>
        <p>{t('healthCash.introPlan')}</p>
        {plan ? (
          <p>
            {t('healthCash.introPrice', {
              price: formatNaira(plan.price),
              coverage: formatNaira(plan.coverage),
            })}
          </p>
        ) : null}
      </AssistantBubble>
      <Button variant="link" onClick={onLearnMore}>
        {t('healthCash.learnMore')}
      </Button>
      <Button fullWidth onClick={onProceed}>
        {t('health.plans.letsProceed')}
      </Button>
    </div>
  );
}
