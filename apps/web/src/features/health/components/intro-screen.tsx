import { BRAND_NAME, formatNaira } from '@alaafia/domain';
import { AssistantBubble } from '#flows/health-plans/components/assistant-bubble.js';
import { Button } from '#components/ui/button.js';
import '#styles/health.css';
import { useT } from '#lib/i18n.js';

type IntroScreenProps = {
  firstName: string;
  /** The SMEDAN plan's price and cover, once loaded. */
  plan: { price: number; coverage: number } | undefined;
  onLearnMore: () => void;
  onProceed: () => void;
};

/** Stage 0: the persona's welcome, 'Learn More About {product} Health' and 'Let's Proceed'. */
export function IntroScreen({ firstName, plan, onLearnMore, onProceed }: IntroScreenProps) {
  const t = useT();
  return (
    <div className="flow-screen hp-intro">
      <h2 className="flow-screen__title" data-stage-heading>
        {t('health.introTitle')}
      </h2>
      <AssistantBubble>
        <p>{t('health.introGreeting', { firstName })}</p>
        <p>
          {plan
            ? t('health.introPlan', {
                price: formatNaira(plan.price),
                coverage: formatNaira(plan.coverage),
              })
            : t('health.introPlanUnknown')}
        </p>
        <p>{t('health.introFree')}</p>
      </AssistantBubble>
      <Button variant="link" onClick={onLearnMore}>
        {t('health.learnMore', { brand: BRAND_NAME })}
      </Button>
      <Button fullWidth onClick={onProceed}>
        {t('health.plans.letsProceed')}
      </Button>
    </div>
  );
}
