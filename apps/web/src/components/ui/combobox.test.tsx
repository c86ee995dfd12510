import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ComboboxField, type ComboboxOption } from './combobox';
import { Modal } from './modal';

const all: ComboboxOption[] = [
  { id: '1', label: 'Allen Avenue', detail: 'Ikeja, Lagos, Nigeria' },
  { id: '2', label: 'Allen Roundabout', detail: 'Ikeja, Lagos, Nigeria' },
  { id: '3', label: 'Admiralty Way', detail: 'Lekki Phase 1, Lagos, Nigeria' },
];

function Address({ onPick = vi.fn(), onSubmit = vi.fn() }) {
  const [value, setValue] = useState('');
  const options =
    value.length >= 2
      ? all.filter((o) => o.label.toLowerCase().startsWith(value.toLowerCase()))
      : [];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <ComboboxField
        label="Company address"
        value={value}
        onValueChange={setValue}
        options={options}
        onPick={(option) => {
          onPick(option);
          setValue(option.label);
        }}
      />
    </form>
  );
}

describe('ComboboxField', () => {
  it('When suggestions arrive for what is typed, then the field is an expanded combobox controlling a listbox', async () => {
    render(<Address />);
    const field = screen.getByRole('combobox', { name: 'Company address' });
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveAttribute('aria-autocomplete', 'list');
    await userEvent.type(field, 'al');
    const list = screen.getByRole('listbox');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', list.id);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(field).not.toHaveAttribute('aria-activedescendant');
  });

  it('When the arrows are used, then the highlight moves round the list with focus kept in the field', async () => {
    render(<Address />);
    const field = screen.getByRole('combobox');
    await userEvent.type(field, 'al');
    const [first, second] = screen.getAllByRole('option');
    await userEvent.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', second!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', first!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', second!.id);
    expect(field).toHaveFocus();
  });

  it('When Enter is pressed on a highlighted suggestion, then it is picked and the form is not sent; with none highlighted Enter sends the form', async () => {
    const onPick = vi.fn();
    const onSubmit = vi.fn();
    render(<Address onPick={onPick} onSubmit={onSubmit} />);
    const field = screen.getByRole('combobox');
    await userEvent.type(field, 'al');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith(all[0]);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field).toHaveValue('Allen Avenue');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Allen Avenue');
  });

  it('When Escape is pressed with the list open inside a dialog, then only the list closes; the next Escape closes the dialog', async () => {
    const onOpenChange = vi.fn();
    render(
      <Modal open onOpenChange={onOpenChange} title="Income protection">
        <Address />
      </Modal>,
    );
    const field = screen.getByRole('combobox');
    await userEvent.type(field, 'al');
    expect(screen.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('When a suggestion is clicked, then it is picked; leaving the field closes the list', async () => {
    const onPick = vi.fn();
    render(<Address onPick={onPick} />);
    const field = screen.getByRole('combobox');
    await userEvent.type(field, 'ad');
    await userEvent.click(screen.getByRole('option', { name: /Admiralty Way/ }));
    expect(onPick).toHaveBeenCalledWith(all[2]);
    await userEvent.type(field, '{backspace}');
    expect(screen.getByRole('listbox')).toBeVisible();
    await userEvent.tab();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('When the same suggestions come again (new labels, a re-render), then the highlight stays; new suggestions clear it', async () => {
    const options = (detail: string): ComboboxOption[] =>
      all.slice(0, 2).map((o) => ({ ...o, detail }));
    const { rerender } = render(
      <ComboboxField
        label="Company name"
        value="al"
        onValueChange={vi.fn()}
        options={options('')}
        onPick={vi.fn()}
      />,
    );
    const field = screen.getByRole('combobox');
    field.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1]!;
    rerender(
      <ComboboxField
        label="Company name"
        value="al"
        onValueChange={vi.fn()}
        options={options('Banking & Finance')}
        onPick={vi.fn()}
      />,
    );
    expect(field).toHaveAttribute('aria-activedescendant', second.id);
    rerender(
      <ComboboxField
        label="Company name"
        value="al"
        onValueChange={vi.fn()}
        options={all.slice(2)}
        onPick={vi.fn()}
      />,
    );
    expect(field).not.toHaveAttribute('aria-activedescendant');
  });
});
