import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from './modal';

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Learn More
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Income insurance"
        description="We pay you monthly if you lose your job."
        {...props}
      >
        <button type="button">Inside</button>
      </Modal>
    </>
  );
}

async function openIt() {
  await userEvent.click(screen.getByRole('button', { name: 'Learn More' }));
  return screen.getByRole('dialog');
}

describe('Modal', () => {
  it('When opened, then it is a dialog named by its title and described by its description', async () => {
    render(<Harness />);
    const dialog = await openIt();
    expect(dialog).toHaveAccessibleName('Income insurance');
    expect(dialog).toHaveAccessibleDescription('We pay you monthly if you lose your job.');
  });

  it('When opened, then focus moves inside it, and when closed, focus returns to the opener', async () => {
    render(<Harness />);
    const dialog = await openIt();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Learn More' })).toHaveFocus();
  });

  it('When opened through a trigger, then closing returns focus to the trigger', async () => {
    function WithTrigger() {
      const [open, setOpen] = useState(false);
      return (
        <Modal
          open={open}
          onOpenChange={setOpen}
          title="Hospital"
          trigger={<button type="button">Choose hospital</button>}
        />
      );
    }
    render(<WithTrigger />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose hospital' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose hospital' })).toHaveFocus();
  });

  it('When a menu item opens it, then closing returns focus to the menu button, not the gone item', async () => {
    function FromMenu() {
      const [menuOpen, setMenuOpen] = useState(true);
      const [open, setOpen] = useState(false);
      // The menu closes a moment after the item is chosen, as a menu with a closing animation does.
      useEffect(() => {
        if (!open) return;
        const timer = setTimeout(() => setMenuOpen(false), 20);
        return () => clearTimeout(timer);
      }, [open]);
      return (
        <>
          <button type="button" aria-controls="profile-menu">
            Profile menu
          </button>
          {menuOpen ? (
            <div role="menu" id="profile-menu">
              <button type="button" role="menuitem" onClick={() => setOpen(true)}>
                Logout
              </button>
            </div>
          ) : null}
          <Modal open={open} onOpenChange={setOpen} title="Logout" />
        </>
      );
    }
    render(<FromMenu />);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Profile menu' })).toHaveFocus();
  });

  it('When dismissible and Escape is pressed, then it closes', async () => {
    render(<Harness />);
    await openIt();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('When dismissible and the backdrop is clicked, then it closes', async () => {
    render(<Harness />);
    await openIt();
    await userEvent.click(document.querySelector('.ui-overlay') as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('When not dismissible, then Escape and a backdrop click leave it open', async () => {
    const onOpenChange = vi.fn();
    render(<Modal open onOpenChange={onOpenChange} title="Hospital" dismissible={false} />);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.querySelector('.ui-overlay') as HTMLElement);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('When the title is hidden, then it still names the dialog', () => {
    render(<Modal open onOpenChange={() => {}} title="Payment" hideTitle />);
    expect(screen.getByRole('dialog', { name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment' })).toHaveClass('visually-hidden');
  });

  it('When a size is given, then the matching width class is set', () => {
    render(<Modal open onOpenChange={() => {}} title="Search hospitals near you" size="lg" />);
    expect(screen.getByRole('dialog')).toHaveClass('ui-modal--lg');
  });

  it('When showCloseButton is false, then there is no close button', () => {
    render(<Modal open onOpenChange={() => {}} title="Hospital" showCloseButton={false} />);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});
