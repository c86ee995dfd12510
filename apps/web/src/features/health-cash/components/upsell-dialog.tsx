import { Button } from '#components/ui/button.js';
import { Modal } from '#components/ui/modal.js';
import { useT } from '#lib/i18n.js';

type UpsellDialogProps = {
  open: boolean;
  /** 'Yes, Buy Income Protection': progress back to 0, on to the income wizard. */
  onYes: () => void;
  /** 'No, thanks' (and Escape or an outside click): closes. */
  onNo: () => void;
};

/** After HealthCash is complete: the offer of Income Protection. */
export function UpsellDialog({ open, onYes, onNo }: UpsellDialogProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onNo();
      }}
      size="sm"
      title={t('healthCash.upsellTitle')}
      description={t('healthCash.upsellText')}
      showCloseButton={false}
      footer={
        <>
          <Button variant="secondary" onClick={onNo}>
            {t('healthCash.upsellNo')}
          </Button>
          <Button onClick={onYes}>{t('healthCash.upsellYes')}</Button>
        </>
      }
    />
  );
}
