import { fireEvent, render, screen } from '@testing-library/react';
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
      currencyLabel="Amount in naira"
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
        currencyLabel="Amount in naira"
        value={null}
        onChange={() => {}}
        error="Oops! Something went wrong."
      />,
    );
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('Amount in naira Oops! Something went wrong.');
  });

  describe('issue 25: money typed is money stored', () => {
    const selectAll = () => {
      input().focus();
      input().setSelectionRange(0, input().value.length);
    };

    it('When 180,000 is selected and 180000 pasted over it, then 180,000 is kept (not 18,000)', async () => {
      const spy = vi.fn();
      render(<Salary initial={180000} spy={spy} />);
      selectAll();
      await userEvent.paste('180000');
      expect(input()).toHaveValue('180,000');
      expect(spy).not.toHaveBeenCalledWith(18000);
    });

    it('When ₦45,000 is selected and 45000 typed over it, then 45,000 is kept (not 4,500)', async () => {
      const spy = vi.fn();
      render(<Salary initial={45000} spy={spy} />);
      selectAll();
      await userEvent.keyboard('45000');
      expect(input()).toHaveValue('45,000');
      expect(spy).toHaveBeenLastCalledWith(45000);
    });

    it('When the whole text is replaced in one go (as autofill or a test driver does), then the digits are kept', () => {
      const spy = vi.fn();
      render(<Salary initial={45000} spy={spy} />);
      input().focus();
      fireEvent.change(input(), { target: { value: '45000' } });
      expect(spy).not.toHaveBeenCalled();
      expect(input()).toHaveValue('45,000');
      fireEvent.change(input(), { target: { value: '46000' } });
      expect(spy).toHaveBeenLastCalledWith(46000);
    });

    it('When an amount is pasted into an empty field, then it is read whole', async () => {
      const spy = vi.fn();
      render(<Salary spy={spy} />);
      input().focus();
      await userEvent.paste('180000');
      expect(input()).toHaveValue('180,000');
      expect(spy).toHaveBeenLastCalledWith(180000);
    });

    it.each([
      ['a leading naira sign', '₦180,000', 180000],
      ['commas', '1,250,000', 1250000],
      ['spaces', ' 180 000 ', 180000],
      ['a naira sign and a space', '₦ 45,000', 45000],
      ['kobo', '₦1,100.50', 1100],
      ['zero kobo', '180,000.00', 180000],
    ])(
      'When an amount with %s is pasted over a selection, then the naira are read',
      async (_, text, amount) => {
        const spy = vi.fn();
        render(<Salary initial={999} spy={spy} />);
        selectAll();
        await userEvent.paste(text);
        expect(spy).toHaveBeenLastCalledWith(amount);
        expect(input()).toHaveValue(amount.toLocaleString('en-NG'));
      },
    );

    it('When a leading ₦, commas and spaces are typed, then only the digits count', async () => {
      const spy = vi.fn();
      render(<Salary spy={spy} />);
      await userEvent.type(input(), '₦ 180,000');
      expect(input()).toHaveValue('180,000');
      expect(spy).toHaveBeenLastCalledWith(180000);
    });

    it('When digits are pasted in the middle, then they go where the caret is', async () => {
      const spy = vi.fn();
      render(<Salary initial={1000} spy={spy} />);
      input().focus();
      input().setSelectionRange(1, 1); // '1|,000'
      await userEvent.paste('5');
      expect(spy).toHaveBeenLastCalledWith(15000);
      expect(input()).toHaveValue('15,000');
    });

    it('When part of the amount is selected and a digit typed over it, then only that part is replaced', async () => {
      const spy = vi.fn();
      render(<Salary initial={12345} spy={spy} />);
      input().focus();
      input().setSelectionRange(1, 3); // '1[2,]345': the 2 and the separator
      await userEvent.keyboard('7');
      expect(spy).toHaveBeenLastCalledWith(17345);
      expect(input()).toHaveValue('17,345');
    });

    it('When the selection is deleted, or digits deleted one by one, then what is left is the amount', async () => {
      const spy = vi.fn();
      render(<Salary initial={180000} spy={spy} />);
      input().focus();
      input().setSelectionRange(0, 2); // '[18]0,000'
      await userEvent.keyboard('{Backspace}');
      expect(spy).toHaveBeenLastCalledWith(0);
      expect(input()).toHaveValue('0');
      selectAll();
      await userEvent.keyboard('25{Backspace}');
      expect(spy).toHaveBeenLastCalledWith(2);
      expect(input()).toHaveValue('2');
      selectAll();
      await userEvent.keyboard('{Delete}');
      expect(spy).toHaveBeenLastCalledWith(null);
      expect(input()).toHaveValue('');
    });

    it('When Delete removes a separator, then the digit after it is deleted instead', async () => {
      const spy = vi.fn();
      render(<Salary initial={12345} spy={spy} />);
      input().focus();
      input().setSelectionRange(2, 2); // '12|,345'
      await userEvent.keyboard('{Delete}');
      expect(spy).toHaveBeenLastCalledWith(1245);
      expect(input()).toHaveValue('1,245');
    });
  });
});
