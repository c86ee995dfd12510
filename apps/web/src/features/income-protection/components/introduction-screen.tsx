import { useState } from 'react';
import { AssistantHeading } from '#components/ui/assistant.js';
import { Button } from '#components/ui/button.js';
import { Modal } from '#components/ui/modal.js';
import '#styles/flows.css';
import '#styles/income.css';
import { useT } from '#lib/i18n.js';

type IntroductionScreenProps = {
  firstName: string;
  /** 'Let's Proceed': on to stage 5. */
  onProceed: () => void;
};

/** Stage 0: the assistant's welcome, the 'Learn More' modal about income insurance and 'Let's Proceed'. */
export function IntroductionScreen({ firstName, onProceed }: IntroductionScreenProps) {
  const t = useT();
  const [learning, setLearning] = useState(false);
  return (
    <div className="flow-screen income-intro">
      <AssistantHeading>
        <h2 className="flow-screen__title" data-stage-heading>
          {t('income.introGreeting', { firstName })}
        </h2>
      </AssistantHeading>
      <p className="flow-screen__lead">{t('income.introLead')}</p>
      <p className="income-notice">{t('income.introNotice')}</p>
      <div className="income-actions">
        <Button variant="secondary" onClick={() => setLearning(true)}>
          {t('income.learnMore')}
        </Button>
        <Button onClick={onProceed}>{t('income.letsProceed')}</Button>
      </div>
      <Modal
        open={learning}
        onOpenChange={setLearning}
        size="md"
        title={t('income.learnMoreTitle')}
        showCloseButton={false}
        footer={<Button onClick={() => setLearning(false)}>{t('income.close')}</Button>}
      >
        <div className="income-learn-more">
          <p>{t('income.learnMoreParagraphs.1')}</p>
          <p>{t('income.learnMoreParagraphs.2')}</p>
          <p>{t('income.learnMoreParagraphs.3')}</p>
        </div>
      </Modal>
    </div>
  );
}
