import {
  PLACES_DEBOUNCE_MS,
  PLACES_MIN_INPUT,
  placesFailureCopy,
  type PlacesFailure,
} from '@alaafia/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode, type Ref } from 'react';
import { useDebouncedValue } from '#lib/use-debounced-value.js';
import { ComboboxField } from '#components/ui/combobox.js';
import { getPlaceSuggestions, PlacesLoadError } from './get-place-suggestions';

/** One autocomplete session (Google bills a session's keystrokes together); none where the browser has no randomUUID. */
const newSessionToken = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : undefined;

type AddressFieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  maxLength?: number;
  autoComplete?: string;
};

/**
 * An address field that offers suggestions as the customer types (dashboard-and-kyc.md sections 8
 * and 9): 300 ms after the typing pauses, from at least 3 characters, from our places route (Google
 * Places or the offline Lagos gazetteer). Picking one fills the field; the address is free text all
 * the same. When suggestions cannot be had after the retries, the spec's error copy shows under the
 * field and the customer types on.
 */
export function AddressField({ value, onChange, ...fieldProps }: AddressFieldProps) {
  const typed = useDebouncedValue(value.trim(), PLACES_DEBOUNCE_MS);
  const [sessionToken, setSessionToken] = useState(newSessionToken);
  // The line just picked is not looked up again.
  const [picked, setPicked] = useState<string | null>(null);
  const enabled = typed.length >= PLACES_MIN_INPUT && typed !== picked;
  const suggestions = useQuery({
    queryKey: ['places', 'autocomplete', typed],
    queryFn: ({ signal }) => getPlaceSuggestions(typed, sessionToken, signal),
    enabled,
    staleTime: 10 * 60_000,
    // The last list stays while the next one loads, so it does not flicker as the customer types.
    placeholderData: (previous) => previous,
    // The retries are getPlaceSuggestions' own (the spec's loader rules).
    retry: false,
  });
  const failure: PlacesFailure | null =
    enabled && suggestions.error instanceof PlacesLoadError ? suggestions.error.failure : null;
  const options = enabled
    ? (suggestions.data ?? []).map((s) => ({
        id: s.place_id,
        label: s.main_text,
        detail: s.secondary_text,
        description: s.description,
      }))
    : [];

  return (
    <ComboboxField
      {...fieldProps}
      value={value}
      onValueChange={onChange}
      options={options}
      onPick={(option) => {
        const line = options.find((o) => o.id === option.id)?.description ?? option.label;
        setPicked(line);
        // The session ends with the pick: the next address is a new one.
        setSessionToken(newSessionToken());
        onChange(line);
      }}
      status={failure ? placesFailureCopy(failure) : null}
    />
  );
}
