import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from './logo';

describe('Logo', () => {
  it("When rendered, then it is an image named 'Alaafia'", () => {
    render(<Logo />);
    expect(screen.getByRole('img', { name: 'Alaafia' })).toBeInTheDocument();
  });

  it('When decorative, then screen readers skip it', () => {
    const { container } = render(<Logo decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
