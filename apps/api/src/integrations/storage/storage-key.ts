/**
 * Storage keys are made by the server (never a customer's file name): letters, digits, '/', '_' and
 * '-', one extension, nothing that could climb out of a folder. Every adapter checks them.
 */
export function assertStorageKey(key: string): string {
  if (!/^[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/i.test(key) || key.includes('..')) {
    throw new Error(`invalid storage key: ${key}`);
  }
  return key;
}
