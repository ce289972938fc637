import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorRetry } from './error-retry';

describe('ErrorRetry', () => {
  it('shows the message in an alert with a Retry button that calls onRetry', async () => {
    const onRetry = vi.fn();
    render(<ErrorRetry message="Failed to load clients." onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load clients.');
    expect(alert).toHaveClass('border', 'bg-red-50');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('compact drops the box; the button label can change', () => {
    render(<ErrorRetry compact message="Failed to load comments" retryLabel="Try again" onRetry={() => {}} />);
    expect(screen.getByRole('alert')).not.toHaveClass('border');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
