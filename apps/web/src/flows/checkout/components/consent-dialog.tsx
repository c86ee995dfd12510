import { useState } from 'react';
import { Button } from '#components/ui/button.js';
import { Modal } from '#components/ui/modal.js';
import { useT } from '#lib/i18n.js';
import { ConsentCheckbox } from './consent-checkbox';
import { UnderwriterNote } from './underwriter-note';

type ConsentDialogProps = {
  open: boolean;
  onAccept: () => void;
  onCancel: () => void;
};

/**
 * The consent step of a checkout that has no payment-method modal (the health flows pay by card
 * straight from their summary): the terms-and-privacy box before anything is charged, and who
 * insures the cover (issue 38: said before paying here too, as income's payment-method modal does).
 */
export function ConsentDialog({ open, onAccept, onCancel }: ConsentDialogProps) {
  const t = useT();
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      size="md"
      title={t('frame.consent.dialogTitle')}
      description={t('frame.consent.dialogDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('checkout.method.cancel')}
          </Button>
          <Button
            onClick={() => {
              if (!checked) {
                setError(t('frame.consent.required'));
                return;
              }
              onAccept();
            }}
          >
            {t('checkout.method.continue')}
          </Button>
        </>
      }
    >
      <ConsentCheckbox
        checked={checked}
        onChange={(next) => {
          setChecked(next);
          if (next) setError(null);
        }}
        error={error}
      />
      <UnderwriterNote />
    </Modal>
  );
}
