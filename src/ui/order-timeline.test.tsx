import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderTimeline, TIMELINE_TEXT } from './order-timeline';

describe('OrderTimeline', () => {
  it('lists each step with what it was, who took it and what changed, oldest first', () => {
    render(
      <OrderTimeline
        events={[
          { id: 1, kind: 'placed', side: 'merchant', tenant_name: 'Corner Bistro', user_name: 'Maria Lopez', detail: null, created_at: '2030-03-01T09:00:00Z' },
          { id: 2, kind: 'accepted_with_changes', side: 'supplier', tenant_name: 'Fresh Farms', user_name: null, detail: '2 of 5 confirmed', created_at: '2030-03-01T10:00:00Z' },
        ]}
      />,
    );
    const steps = within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringMatching(/^PlacedMaria Lopez \(Corner Bistro\) · /),
      expect.stringMatching(/^Accepted with changesFresh Farms · .*2 of 5 confirmed$/),
    ]);
  });

  it('says so when nothing has happened yet', () => {
    render(<OrderTimeline events={[]} />);
    expect(screen.getByText(TIMELINE_TEXT.empty)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
