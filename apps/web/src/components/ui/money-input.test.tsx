import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MoneyInput } from './money-input';

function Salary({
  initial = null,
  spy,
}: {
  initial?: number | null;
  spy?: (v: number | null) => void;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <MoneyInput
      label="Monthly salary"
      value={value}
      onChange={(next) => {
        spy?.(next);
        setValue(next);
      }}
    />
  );
}

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Monthly salary' });

describe('MoneyInput', () => {
  it('When digits are typed, then they are shown with thousands separators and reported as a number', async () => {
    const spy = vi.fn();
    render(<Salary spy={spy} />);
    await userEvent.type(input(), '1234567');
    expect(input()).toHaveValue('1,234,567');
    expect(spy).toHaveBeenLastCalledWith(1234567);
  });

  it('When letters are typed, then they are ignored', async () => {
    render(<Salary />);
    await userEvent.type(input(), '12a3b');
    expect(input()).toHaveValue('123');
  });

  it('When the field is emptied, then onChange receives null', async () => {
    const spy = vi.fn();
    render(<Salary initial={30000} spy={spy} />);
    expect(input()).toHaveValue('30,000');
    await userEvent.clear(input());
    expect(spy).toHaveBeenLastCalledWith(null);
    expect(input()).toHaveValue('');
  });

  it('When typing at the end, then the caret stays at the end after the separators appear', async () => {
    render(<Salary />);
    await userEvent.type(input(), '45000');
    expect(input()).toHaveValue('45,000');
    expect(input().selectionStart).toBe('45,000'.length);
  });

  it('When a digit is typed in the middle, then the caret stays right after it', async () => {
    render(<Salary initial={999} />);
    input().focus();
    input().setSelectionRange(1, 1); // '9|99'
    await userEvent.keyboard('1');
    expect(input()).toHaveValue('9,199');
    expect(input().selectionStart).toBe(3); // '9,1|99'
  });

  it('When Backspace deletes a separator, then the digit before it is deleted instead', async () => {
    const spy = vi.fn();
    render(<Salary initial={12345} spy={spy} />);
    input().focus();
    input().setSelectionRange(3, 3); // '12,|345'
    await userEvent.keyboard('{Backspace}');
    expect(spy).toHaveBeenLastCalledWith(1345);
    expect(input()).toHaveValue('1,345');
  });

  it('When rendered, then it has the naira prefix, a numeric keyboard and says the amount is in naira', () => {
    render(<Salary />);
    expect(screen.getByText('₦')).toHaveAttribute('aria-hidden', 'true');
    expect(input()).toHaveAttribute('inputmode', 'numeric');
    expect(input()).toHaveAccessibleDescription('Amount in naira');
  });

  it('When there is an error, then the input is invalid and described by it', () => {
    render(
      <MoneyInput
        label="Monthly salary"
        value={null}
        onChange={() => {}}
        error="Oops! Something went wrong."
      />,
    );
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('Amount in naira Oops! Something went wrong.');
  });
});
