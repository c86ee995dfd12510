import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('When rendered, then the input is named by its label', () => {
    render(<TextField label="First name" />);
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeInTheDocument();
  });

  it('When there is a hint and an error, then the input is invalid and described by both', () => {
    render(<TextField label="BVN" hint="11 digits" error="Please enter a valid BVN" />);
    const input = screen.getByRole('textbox', { name: 'BVN' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('11 digits Please enter a valid BVN');
  });

  it('When there is no error, then aria-invalid is not set', () => {
    render(<TextField label="BVN" />);
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  });

  it('When a caller passes aria-describedby, then it is kept next to the hint', () => {
    render(
      <>
        <p id="note">Shown on your ID</p>
        <TextField label="Last name" hint="Letters only" aria-describedby="note" />
      </>,
    );
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      'Shown on your ID Letters only',
    );
  });

  it('When spread with register(), then react-hook-form reads what the user types', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ company: string }>();
      return (
        <form onSubmit={handleSubmit((values) => onSubmit(values))}>
          <TextField label="Company name" {...register('company')} />
          <button type="submit">Continue</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Company name' }), 'Dangote');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({ company: 'Dangote' });
  });
});
