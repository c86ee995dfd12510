import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('When it is clicked, then onClick runs', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Continue</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('When no type is given, then it is type="button" so it never submits a form by accident', () => {
    render(<Button>Continue</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('When loading, then it is busy, disabled, shows a spinner and ignores clicks', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button loading onClick={onClick}>
        Subscribe Now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Subscribe Now' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(container.querySelector('.ui-spinner')).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('When not loading, then there is no spinner and no aria-busy', () => {
    const { container } = render(<Button>Continue</Button>);
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-busy');
    expect(container.querySelector('.ui-spinner')).toBeNull();
  });

  it('When a variant and fullWidth are given, then the matching classes are set', () => {
    render(
      <Button variant="link" fullWidth>
        See what's covered
      </Button>,
    );
    expect(screen.getByRole('button')).toHaveClass(
      'ui-button',
      'ui-button--link',
      'ui-button--full',
    );
  });

  it('When a ref is passed as a prop, then it points at the button element', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Continue</Button>);
    expect(ref.current).toBe(screen.getByRole('button'));
  });
});
