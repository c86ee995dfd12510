import { useState } from 'react';
import { AssistantHeading } from '#components/ui/assistant.js';
import { Button } from '#components/ui/button.js';
import { Modal } from '#components/ui/modal.js';
import { incomeCopy } from '../income-copy';
import '#styles/flows.css';
import '#styles/income.css';

export type IntroductionScreenProps = {
  firstName: string;
  /** 'Let's Proceed': on to stage 5. */
  onProceed: () => void;
};

/** Stage 0: the assistant's welcome, the 'Learn More' modal about income insurance and 'Let's Proceed'. */
export function IntroductionScreen({ firstName, onProceed }: IntroductionScreenProps) {
  const [learning, setLearning] = useState(false);
  return (
    <div className="flow-screen income-intro">
      <AssistantHeading>
        <h2 className="flow-screen__title" data-stage-heading>
          {incomeCopy.introGreeting(firstName)}
        </h2>
      </AssistantHeading>
      <p className="flow-screen__lead">{incomeCopy.introLead}</p>
      <p className="income-notice">{incomeCopy.introNotice}</p>
      <div className="income-actions">
        <Button variant="secondary" onClick={() => setLearning(true)}>
          {incomeCopy.learnMore}
        </Button>
        <Button onClick={onProceed}>{incomeCopy.letsProceed}</Button>
      </div>
      <Modal
        open={learning}
        onOpenChange={setLearning}
        size="md"
        title={incomeCopy.learnMoreTitle}
        showCloseButton={false}
        footer={<Button onClick={() => setLearning(false)}>{incomeCopy.close}</Button>}
      >
        <div className="income-learn-more">
          {incomeCopy.learnMoreParagraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </Modal>
    </div>
  );
}
