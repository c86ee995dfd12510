import { OTP_LENGTH } from '@alaafia/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { OtpInput } from '../../../components/ui/otp-input';
import { useVerifyOtp } from '../api/verify-otp';
import { readOtpError, type KycFailure } from './kyc-errors';
import { readValidationResult, storeValidationResult } from './kyc-storage';
import '../../../styles/flows.css';

/** The monthly health wizard's prompt; the yearly one passes its own ('enter the 4 digit code ...'). */
export const DEFAULT_OTP_PROMPT =
  'Please enter the 4 digit code sent to your BVN/NIN registered phone number';

export type OtpScreenProps = {
  customerId: number;
  title?: string;
  prompt?: string;
  /** The code is right: the validated profile is stored and the host moves on (90). */
  onVerified: () => void;
  /**
   * The code check failed: a name mismatch ('Unable to validate ...', with the registered name) or
   * another error ('Invalid Otp'). The host opens its modal; the boxes are cleared for a new try.
   */
  onFailure: (failure: KycFailure) => void;
};

/** Screen 70, 'Verify your NIN/BVN': four boxes and Continue, enabled once all four hold a digit. */
export function OtpScreen({
  customerId,
  title = 'Verify your NIN/BVN',
  prompt = DEFAULT_OTP_PROMPT,
  onVerified,
  onFailure,
}: OtpScreenProps) {
  const [code, setCode] = useState('');
  const verify = useVerifyOtp(customerId);
  const complete = new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete || verify.isPending) return;
    try {
      const profile = await verify.mutateAsync(code);
      storeValidationResult(profile, readValidationResult()?.id_type);
      onVerified();
    } catch (error) {
      setCode('');
      onFailure(readOtpError(error));
    }
  }

  return (
    <form className="flow-screen" onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="flow-screen__title" data-stage-heading>
        {title}
      </h2>
      <p className="flow-screen__lead" id="otp-prompt">
        {prompt}
      </p>
      <OtpInput
        value={code}
        onChange={setCode}
        length={OTP_LENGTH}
        digitsOnly
        label="Verification code"
        disabled={verify.isPending}
        autoFocus
      />
      <Button type="submit" fullWidth loading={verify.isPending} disabled={!complete}>
        Continue
      </Button>
    </form>
  );
}
