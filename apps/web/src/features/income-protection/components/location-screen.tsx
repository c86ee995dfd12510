import { LAGOS_STATE_SHORT_NAME, type Customer } from '@alaafia/domain';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { AddressField } from '#flows/address/address-field.js';
import { AlertDialog } from '#components/ui/alert-dialog.js';
import { FormActions } from '#components/ui/form-error.js';
import { Select } from '#components/ui/select.js';
import { trackEvent } from '#lib/analytics.js';
import { ApiError } from '#lib/api-client.js';
import { useGeocodeAddress } from '../api/geocode-address';
import { useLagosAreas } from '../api/get-lagos-areas';
import { useUpdateIncomeProfile } from '../api/update-income-profile';
import { readOnboarding, updateOnboarding } from '../income-storage';
import { AddressProblemModal, NotAvailableModal } from './location-modals';
import '#styles/flows.css';
import '#styles/income.css';
import { useT } from '#lib/i18n.js';

type LocationForm = { employer_lga: string; employer_address: string };

type LocationScreenProps = {
  customer: Customer;
  /** The office is in Lagos: on to Processing (20). */
  onContinue: () => void;
};

/** The first option, 'All' (the value stored; its label is the page's language's). */
const ALL = 'All';

/**
 * Stage 15, 'Where is your employer located?': the Lagos local-area dropdown ('All' first, the rest by
 * name) and the company address, with suggestions as it is typed (flows/address). The address is looked up: no result opens 'This doesn't look
 * correct.'; a state other than Lagos ('LA') posts 'Location-not-lagos' and shows the not-available
 * modal; Lagos saves the address and continues.
 */
export function LocationScreen({ customer, onContinue }: LocationScreenProps) {
  const t = useT();
  const stored = readOnboarding();
  const areas = useLagosAreas();
  const geocode = useGeocodeAddress();
  const saveAddress = useUpdateIncomeProfile(customer.id);
  const form = useForm<LocationForm>({
    defaultValues: {
      employer_lga: stored.employer_lga ?? ALL,
      employer_address: stored.employer_address ?? '',
    },
  });
  const address = useWatch({ control: form.control, name: 'employer_address' });
  const [modal, setModal] = useState<'address' | 'not-available' | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const busy = geocode.isPending || saveAddress.isPending;

  // The stored area stays selectable while the list loads.
  const areaNames = areas.data ?? (stored.employer_lga ? [stored.employer_lga] : []);
  const options = [ALL, ...areaNames.filter((name) => name !== ALL)].map((name) => ({
    value: name,
    label: name === ALL ? t('income.allAreas') : name,
  }));

  const onSubmit = form.handleSubmit(async (values) => {
    const typed = values.employer_address.trim();
    if (typed === '') return;
    try {
      const place = await geocode.mutateAsync(typed);
      if (place.status === 'ZERO_RESULTS') {
        setModal('address');
        return;
      }
      if (place.state_short_name !== LAGOS_STATE_SHORT_NAME) {
        trackEvent('Location-not-lagos', customer.engage_uid, {
          stage: 15,
          state: place.state_short_name,
        });
        setModal('not-available');
        return;
      }
      await saveAddress.mutateAsync({ employer_address: typed });
      updateOnboarding({
        employer_address: typed,
        employer_state: place.state_name,
        employer_lga: values.employer_lga !== ALL ? values.employer_lga : place.local_government,
        lat: place.lat,
        lng: place.lng,
      });
      trackEvent('location-stage', customer.engage_uid, { stage: 15 });
      onContinue();
    } catch (error) {
      setAlert(error instanceof ApiError ? error.message : t('common.error.generic'));
    }
  });

  return (
    <form className="flow-screen" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2 className="flow-screen__title" data-stage-heading>
        {t('income.locationTitle')}
      </h2>
      <Select
        label={t('income.localArea')}
        options={options}
        disabled={areas.isPending && areaNames.length === 0}
        {...form.register('employer_lga')}
      />
      <Controller
        control={form.control}
        name="employer_address"
        render={({ field }) => (
          <AddressField
            label={t('income.companyAddress')}
            hint={t('income.companyAddressHint')}
            autoComplete="street-address"
            maxLength={300}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <FormActions
        submit={t('income.continue')}
        fullWidth
        busy={busy}
        disabled={address.trim() === ''}
      />

      <AddressProblemModal
        open={modal === 'address'}
        onClose={() => {
          setModal(null);
          form.setFocus('employer_address');
        }}
      />
      <NotAvailableModal open={modal === 'not-available'} onClose={() => setModal(null)} />
      <AlertDialog open={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </form>
  );
}
