import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Counter } from './counter';

function Months({
  initial,
  spy,
  max,
}: {
  initial: number;
  spy?: (v: number) => void;
  max?: number;
}) {
  const [value, setValue] = useState(initial);
  return (
    <Counter
      label="Months in current employment"
      value={value}
      {...(max !== undefined ? { max } : {})}
      onChange={(next) => {
        spy?.(next);
        setValue(next);
      }}
    />
  );
}

const value = () => screen.getByRole('spinbutton', { name: 'Months in current employment' });

describe('Counter', () => {
  it('When rendered, then it is a group named by its label with a numeric spinbutton of that name', () => {
    render(<Months initial={0} />);
    expect(screen.getByRole('group', { name: 'Months in current employment' })).toBeInTheDocument();
    expect(value()).toHaveValue('0');
    expect(value()).toHaveAttribute('aria-valuenow', '0');
    expect(value()).toHaveAttribute('inputmode', 'numeric');
  });

  it('When plus is pressed, then the value rises by 1', async () => {
    render(<Months initial={0} />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase' }));
    expect(value()).toHaveValue('2');
  });

  it('When minus is pressed at 3, then the value drops to 2', async () => {
    render(<Months initial={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease' }));
    expect(value()).toHaveValue('2');
  });

  it('When minus is pressed at 1, then nothing happens', async () => {
    const spy = vi.fn();
    render(<Months initial={1} spy={spy} />);
    const minus = screen.getByRole('button', { name: 'Decrease' });
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(minus);
    expect(spy).not.toHaveBeenCalled();
    expect(value()).toHaveValue('1');
  });

  it('When minus is pressed at the starting 0, then nothing happens', async () => {
    const spy = vi.fn();
    render(<Months initial={0} spy={spy} />);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease' }));
    expect(spy).not.toHaveBeenCalled();
    expect(value()).toHaveValue('0');
  });

  it('When minus reaches 1 by keyboard, then focus stays on it', async () => {
    render(<Months initial={2} />);
    const minus = screen.getByRole('button', { name: 'Decrease' });
    minus.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(value()).toHaveValue('1');
    expect(minus).toHaveFocus();
  });

  it('When 24 is typed, then the value is 24 at once (no 24 taps)', async () => {
    const spy = vi.fn();
    render(<Months initial={0} spy={spy} />);
    await userEvent.clear(value());
    await userEvent.type(value(), '24');
    expect(value()).toHaveValue('24');
    expect(value()).toHaveAttribute('aria-valuenow', '24');
    expect(spy).toHaveBeenLastCalledWith(24);
  });

  it('When letters or signs are typed, then only the digits count; over the maximum is brought down to it', async () => {
    render(<Months initial={0} max={600} />);
    await userEvent.clear(value());
    await userEvent.type(value(), '-1a2');
    expect(value()).toHaveValue('12');
    await userEvent.clear(value());
    await userEvent.type(value(), '9999');
    await userEvent.tab();
    expect(value()).toHaveValue('600');
  });

  it('When the box is left empty, then the value is 0', async () => {
    const spy = vi.fn();
    render(<Months initial={5} spy={spy} />);
    await userEvent.clear(value());
    await userEvent.tab();
    expect(value()).toHaveValue('0');
    expect(spy).toHaveBeenLastCalledWith(0);
  });

  it('When the arrow keys are used in the box, then up adds 1 and down stops at 1, as the buttons do', async () => {
    render(<Months initial={2} />);
    value().focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(value()).toHaveValue('1');
    await userEvent.keyboard('{ArrowUp}');
    expect(value()).toHaveValue('2');
  });

  it('When a typed value is then stepped with a button, then the step starts from the typed value', async () => {
    render(<Months initial={0} />);
    await userEvent.clear(value());
    await userEvent.type(value(), '23');
    await userEvent.click(screen.getByRole('button', { name: 'Increase' }));
    expect(value()).toHaveValue('24');
  });
});
