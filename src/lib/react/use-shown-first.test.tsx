import { act, renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useShownFirst } from './use-shown-first';

it('shows a choice at once, then follows the URL once it changes', () => {
  const { result, rerender } = renderHook(({ fromUrl }) => useShownFirst(fromUrl), { initialProps: { fromUrl: 'all' } });
  act(() => result.current[1]('clinics'));
  expect(result.current[0]).toBe('clinics');
  rerender({ fromUrl: 'clinics' });
  rerender({ fromUrl: 'salons' });
  expect(result.current[0]).toBe('salons');
});

it('shows the URL after Back even when the URL write for the choice never rendered', () => {
  const { result } = renderHook(() => useShownFirst('all'));
  act(() => result.current[1]('clinics'));
  expect(result.current[0]).toBe('clinics');
  act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
  expect(result.current[0]).toBe('all');
});
