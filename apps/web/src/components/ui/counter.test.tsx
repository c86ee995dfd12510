import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Counter } from './counter';

function Months({ initial, spy }: { initial: number; spy?: (v: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <Counter
      label="Months in current employment"
      value={value}
      onChange={(next) => {
        spy?.(next);
        setValue(next);
      }}
    />
  );
}

const value = () => screen.getByRole('status');

describe('Counter', () => {
  it('When rendered, then it is a group named by its label showing the value in a live region', () => {
    render(<Months initial={0} />);
    expect(screen.getByRole('group', { name: 'Months in current employment' })).toBeInTheDocument();
    expect(value()).toHaveTextContent('0');
    expect(value()).toHaveAttribute('aria-live', 'polite');
  });

  it('When plus is pressed, then the value rises by 1', async () => {
    render(<Months initial={0} />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase' }));
    expect(value()).toHaveTextContent('2');
  });

  it('When minus is pressed at 3, then the value drops to 2', async () => {
    render(<Months initial={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease' }));
    expect(value()).toHaveTextContent('2');
  });

  it('When minus is pressed at 1, then nothing happens', async () => {
    const spy = vi.fn();
    render(<Months initial={1} spy={spy} />);
    const minus = screen.getByRole('button', { name: 'Decrease' });
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(minus);
    expect(spy).not.toHaveBeenCalled();
    expect(value()).toHaveTextContent('1');
  });

  it('When minus is pressed at the starting 0, then nothing happens', async () => {
    const spy = vi.fn();
    render(<Months initial={0} spy={spy} />);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease' }));
    expect(spy).not.toHaveBeenCalled();
    expect(value()).toHaveTextContent('0');
  });

  it('When minus reaches 1 by keyboard, then focus stays on it', async () => {
    render(<Months initial={2} />);
    const minus = screen.getByRole('button', { name: 'Decrease' });
    minus.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(value()).toHaveTextContent('1');
    expect(minus).toHaveFocus();
  });
});
