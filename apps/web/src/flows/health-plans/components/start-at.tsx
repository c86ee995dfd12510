import { useState, type ReactNode } from 'react';
import { setCookie } from '#lib/storage.js';

type StartAtProps = {
  /** The wizard's progress cookie. */
  cookieKey: string;
  /** The stage to start at; null keeps the stored progress. */
  stage: number | null;
  children: ReactNode;
};

/**
 * Writes the wizard's starting stage into its progress cookie once, before the wizard below reads it
 * (a state initializer runs before the children render).
 */
export function StartAt({ cookieKey, stage, children }: StartAtProps) {
  useState(() => {
    if (stage !== null) setCookie(cookieKey, stage);
    return stage;
  });
  return children;
}
