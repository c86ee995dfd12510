import { useState } from 'react';
import { Button } from '#components/ui/button.js';
import { Modal } from '#components/ui/modal.js';
import type { Hospital } from '../api/get-hospitals';
import { HospitalPicker, useHospitalSearch } from './hospital-picker';
import { useT } from '#lib/i18n.js';

type HospitalSearchModalProps = {
  open: boolean;
  onClose: () => void;
  /** The customer's own hospital: shown, marked, not choosable. */
  currentId: number | null;
  /** 'Save' with the chosen card. */
  onSave: (hospital: Hospital) => void;
  /** The save is running (the buttons wait). */
  saving?: boolean;
};

/**
 * 'Search hospitals near you' (income-protection.md, 'Modals'): a state selector, the Local Govt
 * Area filter, the hospitals as cards (name and address), 'See More' while there are more pages or
 * 'No Hospitals Found' when the area has none, and 'Save', active only once a card is chosen.
 */
export function HospitalSearchModal({
  open,
  onClose,
  currentId,
  onSave,
  saving = false,
}: HospitalSearchModalProps) {
  const t = useT();
  const search = useHospitalSearch();
  const [selected, setSelected] = useState<number | null>(null);
  const chosen = search.list.hospitals.find((hospital) => hospital.id === selected) ?? null;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !saving) onClose();
      }}
      size="md"
      title={t('health.change.searchTitle')}
      showCloseButton
      closeLabel={t('health.change.close')}
      dismissible={!saving}
      className="hp-search-modal"
      footer={
        <Button
          fullWidth
          disabled={chosen === null}
          loading={saving}
          onClick={() => {
            if (chosen) onSave(chosen);
          }}
        >
          {t('health.change.save')}
        </Button>
      }
    >
      <div className="hp-search">
        <HospitalPicker
          search={search}
          selected={selected}
          onSelect={setSelected}
          disabled={saving}
          variant="modal"
          currentId={currentId}
        />
      </div>
    </Modal>
  );
}
