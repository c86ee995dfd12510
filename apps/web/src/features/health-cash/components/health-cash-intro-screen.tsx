import { BRAND_NAME, formatNaira } from '@alaafia/domain';
import { AssistantBubble } from '#flows/health-plans/components/assistant-bubble.js';
import { healthPlansCopy } from '#flows/health-plans/health-plans-copy.js';
import { Button } from '#components/ui/button.js';
import { healthCashCopy } from '../health-cash-copy';
import '#styles/health.css';

export type HealthCashIntroScreenProps = {
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
  return (
    <div className="flow-screen hp-intro">
      <h2 className="flow-screen__title" data-stage-heading>
        {healthCashCopy.introTitle(BRAND_NAME)}
      </h2>
      <AssistantBubble>
        <p>{healthCashCopy.introGreeting(firstName)}</p>
        <p>{healthCashCopy.introPlan}</p>
        {plan ? (
          <p>{healthCashCopy.introPrice(formatNaira(plan.price), formatNaira(plan.coverage))}</p>
        ) : null}
      </AssistantBubble>
      <Button variant="link" onClick={onLearnMore}>
        {healthCashCopy.learnMore}
      </Button>
      <Button fullWidth onClick={onProceed}>
        {healthPlansCopy.letsProceed}
      </Button>
    </div>
  );
}
