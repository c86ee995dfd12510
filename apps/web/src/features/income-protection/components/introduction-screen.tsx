import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { incomeCopy } from '../income-copy';
import '../../../styles/flows.css';
import '../../../styles/income.css';

/** The chat assistant's face: inline SVG, nothing to download. */
function AssistantAvatar() {
  return (
    <svg className="income-avatar" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
      <circle cx="32" cy="32" r="32" fill="var(--color-brand-soft)" />
      <circle cx="32" cy="26" r="11" fill="var(--color-brand)" />
      <path d="M13 54c3-10 10-15 19-15s16 5 19 15" fill="var(--color-brand)" />
      <circle cx="28" cy="25" r="1.8" fill="#fff" />
      <circle cx="36" cy="25" r="1.8" fill="#fff" />
      <path d="M28 30c2.4 2 5.6 2 8 0" stroke="#fff" strokeWidth="1.8" fill="none" />
    </svg>
  );
}

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
      <div className="income-intro__bubble">
        <AssistantAvatar />
        <h2 className="flow-screen__title" data-stage-heading>
          {incomeCopy.introGreeting(firstName)}
        </h2>
      </div>
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
