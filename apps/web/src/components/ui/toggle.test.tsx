import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Toggle } from './toggle';

function Contract({ spy }: { spy?: (v: boolean) => void }) {
  const [contract, setContract] = useState(false);
  return (
    <Toggle
      label="Type of employment"
      options={[
        { value: true, label: 'Contract' },
        { value: false, label: 'Permanent' },
      ]}
      value={contract}
      onChange={(next) => {
        spy?.(next);
        setContract(next);
      }}
    />
  );
}

describe('Toggle', () => {
  it('When rendered, then it is a named group of two radios with the current value checked', () => {
    render(<Contract />);
    expect(screen.getByRole('group', { name: 'Type of employment' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Permanent' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Contract' })).not.toBeChecked();
  });

  it('When the other option is clicked, then onChange gets its value and it becomes checked', async () => {
    const spy = vi.fn();
    render(<Contract spy={spy} />);
    await userEvent.click(screen.getByText('Contract'));
    expect(spy).toHaveBeenCalledWith(true);
    expect(screen.getByRole('radio', { name: 'Contract' })).toBeChecked();
  });

  it('When an arrow key is pressed on the checked option, then the other one is chosen', async () => {
    const spy = vi.fn();
    render(<Contract spy={spy} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Permanent' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(spy).toHaveBeenCalledWith(true);
  });

  it('When disabled, then clicking does nothing', async () => {
    const onChange = vi.fn();
    render(
      <Toggle
        label="Do you have a disability?"
        options={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
        value="no"
        onChange={onChange}
        disabled
      />,
    );
    await userEvent.click(screen.getByText('Yes'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
