import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '#lib/i18n.js';
import { yoruba } from '#test/yoruba.js';
import { OtpInput } from './otp-input';

function Code({
  spy,
  digitsOnly,
  length,
}: {
  spy?: (v: string) => void;
  digitsOnly?: boolean;
  length?: number;
}) {
  const [code, setCode] = useState('');
  return (
    <>
      <OtpInput
        value={code}
        digitsOnly={digitsOnly}
        length={length}
        label="Verification code"
        onChange={(next) => {
          spy?.(next);
          setCode(next);
        }}
      />
      <button type="button" onClick={() => setCode('')}>
        Clear
      </button>
    </>
  );
}

const box = (n: number, of = 4) => screen.getByRole('textbox', { name: `Digit ${n} of ${of}` });
const values = () =>
  screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);

describe('OtpInput', () => {
  it('When rendered, then there are 4 labelled boxes in a group, the first one for SMS autofill', () => {
    render(<Code />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(2)).toHaveAttribute('autocomplete', 'off');
    expect(box(1)).toHaveAttribute('inputmode', 'numeric');
  });

  it('When a digit is typed, then it fills the box and focus moves to the next box', async () => {
    const spy = vi.fn();
    render(<Code spy={spy} />);
    await userEvent.click(box(1));
    await userEvent.keyboard('7');
    expect(box(1)).toHaveValue('7');
    expect(box(2)).toHaveFocus();
    expect(spy).toHaveBeenLastCalledWith('7');
  });

  it('When four digits are typed, then onChange receives the whole code', async () => {
    const spy = vi.fn();
    render(<Code spy={spy} />);
    await userEvent.click(box(1));
    await userEvent.keyboard('1234');
    expect(values()).toEqual(['1', '2', '3', '4']);
    expect(spy).toHaveBeenLastCalledWith('1234');
    expect(box(4)).toHaveFocus();
  });

  it('When a letter or a space is typed in digit mode, then it is ignored and focus stays', async () => {
    render(<Code />);
    await userEvent.click(box(1));
    await userEvent.keyboard('a ');
    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveFocus();
  });

  it('When digitsOnly is off, then letters are accepted but a space is still blocked', async () => {
    render(<Code digitsOnly={false} />);
    const first = screen.getByRole('textbox', { name: 'Character 1 of 4' });
    await userEvent.click(first);
    await userEvent.keyboard(' ');
    expect(first).toHaveValue('');
    await userEvent.keyboard('a');
    expect(first).toHaveValue('a');
  });

  it('When Backspace is pressed in a filled box, then that box is cleared', async () => {
    const spy = vi.fn();
    render(<Code spy={spy} />);
    await userEvent.click(box(1));
    await userEvent.keyboard('1234');
    await userEvent.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '2', '3', '']);
    expect(box(4)).toHaveFocus();
    expect(spy).toHaveBeenLastCalledWith('123');
  });

  it('When Backspace is pressed in an empty box, then focus moves to the previous box and clears it', async () => {
    render(<Code />);
    await userEvent.click(box(1));
    await userEvent.keyboard('12');
    expect(box(3)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(values()).toEqual(['1', '', '', '']);
  });

  it('When Delete is pressed, then the current box is cleared and focus stays', async () => {
    render(<Code />);
    await userEvent.click(box(1));
    await userEvent.keyboard('123');
    await userEvent.click(box(2));
    await userEvent.keyboard('{Delete}');
    expect(values()).toEqual(['1', '', '3', '']);
    expect(box(2)).toHaveFocus();
  });

  it('When ArrowLeft and ArrowRight are pressed, then focus moves between boxes', async () => {
    render(<Code />);
    await userEvent.click(box(2));
    await userEvent.keyboard('{ArrowLeft}');
    expect(box(1)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(box(3)).toHaveFocus();
  });

  it('When a filled box is focused and a digit typed, then the digit replaces the old one', async () => {
    render(<Code />);
    await userEvent.click(box(1));
    await userEvent.keyboard('1234');
    await userEvent.click(box(2));
    await userEvent.keyboard('9');
    expect(values()).toEqual(['1', '9', '3', '4']);
    expect(box(3)).toHaveFocus();
  });

  it('When a code is pasted into the second box, then digits fill from there onward', async () => {
    const spy = vi.fn();
    render(<Code spy={spy} />);
    await userEvent.click(box(2));
    await userEvent.paste('9 8-7x6');
    expect(values()).toEqual(['', '9', '8', '7']);
    expect(spy).toHaveBeenLastCalledWith('987');
    expect(box(4)).toHaveFocus();
  });

  it('When the phone autofills the whole code into the first box, then it is spread over the boxes', () => {
    const spy = vi.fn();
    render(<Code spy={spy} />);
    box(1).focus();
    // Autofill arrives as one input event carrying the whole code.
    fireEvent.change(box(1), { target: { value: '4321' } });
    expect(values()).toEqual(['4', '3', '2', '1']);
    expect(spy).toHaveBeenLastCalledWith('4321');
  });

  it('When the parent clears the value, then every box is emptied', async () => {
    render(<Code />);
    await userEvent.click(box(1));
    await userEvent.keyboard('1234');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(values()).toEqual(['', '', '', '']);
  });

  it('When length is 6, then there are 6 boxes', () => {
    render(<Code length={6} />);
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(box(6, 6)).toBeInTheDocument();
  });

  it('When there is an error, then the boxes are invalid and the group is described by it', () => {
    render(<OtpInput value="" onChange={() => {}} label="Verification code" error="Invalid OTP" />);
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Invalid OTP');
    expect(box(1)).toHaveAttribute('aria-invalid', 'true');
  });

  it("When the page is in Yoruba, then each box's name for screen readers is Yoruba's, not 'Digit 1 of 4' (issue 42)", () => {
    render(
      <LanguageProvider translator={yoruba}>
        <OtpInput value="" onChange={() => {}} label={yoruba.t('kyc.otp.code')} />
      </LanguageProvider>,
    );
    expect(screen.getByRole('group', { name: 'Kóòdù ìjẹ́rìísí' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nọ́ńbà 1 nínú 4' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nọ́ńbà 4 nínú 4' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Digit|of 4/ })).toBeNull();
  });
});
