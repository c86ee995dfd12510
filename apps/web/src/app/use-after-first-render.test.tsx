import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setHydrating } from '../lib/hydration';
import { useAfterFirstRender } from './use-after-first-render';

describe('useAfterFirstRender', () => {
  afterEach(() => setHydrating(false));

  it('When a page is rendered in the browser, then it is false at first and true after the next frame', async () => {
    const { result } = renderHook(() => useAfterFirstRender());
    expect(result.current).toBe(false);
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    expect(result.current).toBe(true);
  });

  it('When React takes over a page the server rendered, then it is true from the first render (the wizard is in the HTML)', () => {
    setHydrating(true);
    const { result } = renderHook(() => useAfterFirstRender());
    expect(result.current).toBe(true);
  });
});
