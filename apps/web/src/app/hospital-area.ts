// The hospital portal (issue 28; features/hospital): one chunk loaded only under /hospital.
export { HospitalPortal } from '../features/hospital/components/hospital-portal';
