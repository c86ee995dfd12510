import { PROGRESS_COOKIE_KEYS } from '@alaafia/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setHydrating } from '../lib/hydration';
import { useAfterFirstRender, wizardUnderWay } from './use-after-first-render';

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

  it('When the wizard is under way in this browser, then it is left out of the server HTML and opened after the first frame (issue 30, React #418)', async () => {
    document.cookie = `${PROGRESS_COOKIE_KEYS.income}=0; Path=/`;
    expect(wizardUnderWay('income')).toBe(false);
    document.cookie = `${PROGRESS_COOKIE_KEYS.income}=10; Path=/`;
    expect(wizardUnderWay('income')).toBe(true);
    expect(wizardUnderWay('health')).toBe(false);
    setHydrating(true);
    const { result } = renderHook(() => useAfterFirstRender(!wizardUnderWay('income')));
    expect(result.current).toBe(false);
    setHydrating(false);
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    expect(result.current).toBe(true);
    document.cookie = `${PROGRESS_COOKIE_KEYS.income}=; Max-Age=0; Path=/`;
  });
});
