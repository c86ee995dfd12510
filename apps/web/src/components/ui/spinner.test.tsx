import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('When rendered, then it is a status announcing "Loading"', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('When a label is given, then the status reads that label', () => {
    render(<Spinner label="Loading hospitals" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading hospitals');
  });
});
