import { BRAND_NAME } from '@alaafia/domain';
import { AssistantBubble } from '#flows/health-plans/components/assistant-bubble.js';
import { healthPlansCopy } from '#flows/health-plans/health-plans-copy.js';
import { Button } from '#components/ui/button.js';
import { healthCopy } from '../health-copy';
import '#styles/health.css';

export type IntroScreenProps = {
  firstName: string;
  /** The SMEDAN plan's price and cover, once loaded. */
  plan: { price: number; coverage: number } | undefined;
  onLearnMore: () => void;
  onProceed: () => void;
};

/** Stage 0: the persona's welcome, 'Learn More About {product} Health' and 'Let's Proceed'. */
export function IntroScreen({ firstName, plan, onLearnMore, onProceed }: IntroScreenProps) {
  return (
    <div className="flow-screen hp-intro">
      <h2 className="flow-screen__title" data-stage-heading>
        {healthCopy.introTitle}
      </h2>
      <AssistantBubble>
        <p>{healthCopy.introGreeting(firstName)}</p>
        <p>
          {plan ? healthCopy.introPlan(plan.price, plan.coverage) : healthCopy.introPlanUnknown}
        </p>
        <p>{healthCopy.introFree}</p>
      </AssistantBubble>
      <Button variant="link" onClick={onLearnMore}>
        {healthCopy.learnMore(BRAND_NAME)}
      </Button>
      <Button fullWidth onClick={onProceed}>
        {healthPlansCopy.letsProceed}
      </Button>
    </div>
  );
}
