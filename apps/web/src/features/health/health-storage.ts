import { LOCAL_STORAGE_KEYS } from '@alaafia/domain';
import { z } from 'zod';
import { getStored, setStored } from '#lib/storage.js';

/**
 * What the monthly wizard keeps in the browser (health-plans.md section 3: selected plan, selected
 * coverage, chosen state and hospitals). Each record names the product, because the HealthCash
 * wizard shares the selected-coverage key.
 */

const hospitalSchema = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  full_address: z.string(),
});

const chosenStateSchema = z.object({ state_id: z.number(), local_area_id: z.number() });
type ChosenState = z.infer<typeof chosenStateSchema>;

/** The plan chosen in the monthly wizard, as stored (written only: the wizard reads the coverage). */
type SelectedHealthPlan = {
  product: 'HI';
  product_id: number;
  plan_id: number;
  name: string;
  unit: string;
  price: number;
  coverage: number;
};

/** The selected coverage as both health wizards store it, tagged with the product. */
type SelectedCoverage = { product: string; coverage: number; price: number };

export function readStoredHospitals() {
  return getStored(LOCAL_STORAGE_KEYS.hospitals, z.array(hospitalSchema)) ?? [];
}

export function storeHospitals(hospitals: readonly z.input<typeof hospitalSchema>[]) {
  setStored(
    LOCAL_STORAGE_KEYS.hospitals,
    hospitals.map(({ id, name, address, full_address }) => ({ id, name, address, full_address })),
  );
}

export function readChosenState(): ChosenState | null {
  return getStored(LOCAL_STORAGE_KEYS.chosenState, chosenStateSchema);
}

export function storeChosenState(chosen: ChosenState) {
  setStored(LOCAL_STORAGE_KEYS.chosenState, chosen);
}

/** The plan chosen (SMEDAN by default) and, as the spec keeps it, its coverage and price. */
export function storeSelectedPlan(plan: SelectedHealthPlan) {
  setStored(LOCAL_STORAGE_KEYS.selectedPlan, plan);
  setStored(LOCAL_STORAGE_KEYS.selectedCoverage, {
    product: plan.product,
    coverage: plan.coverage,
    price: plan.price,
  } satisfies SelectedCoverage);
}
