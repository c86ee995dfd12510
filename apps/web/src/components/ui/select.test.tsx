import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';

const states = [
  { value: '25', label: 'Lagos' },
  { value: '15', label: 'FCT' },
];

describe('Select', () => {
  it('When rendered with a placeholder, then it comes first with an empty value', () => {
    render(<Select label="State" placeholder="Select a state" options={states} />);
    const select = screen.getByRole('combobox', { name: 'State' });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Select a state', 'Lagos', 'FCT']);
    expect(select).toHaveValue('');
  });

  it('When an option is chosen, then onChange sees its value', async () => {
    const onChange = vi.fn();
    render(<Select label="State" options={states} onChange={(e) => onChange(e.target.value)} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'FCT');
    expect(onChange).toHaveBeenCalledWith('15');
  });

  it('When there is an error, then the select is invalid and described by it', () => {
    render(<Select label="Position" options={states} error="Choose a position" />);
    const select = screen.getByRole('combobox', { name: 'Position' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a position');
  });
});
