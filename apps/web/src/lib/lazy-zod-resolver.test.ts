import { loginBodySchema } from '@alaafia/domain';
import { describe, expect, it, vi } from 'vitest';
import { lazyZodResolver } from './lazy-zod-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('When the form validates, then the schema is loaded once and its messages are the errors', async () => {
    const load = vi.fn(async () => loginBodySchema);
    const resolver = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();

    const bad = await resolver({ email: 'not-an-email', password: '' }, undefined, options);
    expect(Object.keys(bad.errors)).toEqual(expect.arrayContaining(['email', 'password']));
    const good = await resolver(
      { email: 'ada@example.ng', password: 'correct horse battery' },
      undefined,
      options,
    );
    expect(good.errors).toEqual({});
    expect(good.values).toEqual({ email: 'ada@example.ng', password: 'correct horse battery' });
    expect(load).toHaveBeenCalledOnce();
  });

  it('When preloaded on focus, then the schema starts loading before the first validation', () => {
    const load = vi.fn(async () => loginBodySchema);
    lazyZodResolver(load).preload();
    expect(load).toHaveBeenCalledOnce();
  });
});
