import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STATUSES, type StatusKind } from '../status';
import { UiGallery } from './ui-gallery';

describe('the design system page (/dev/ui)', () => {
  it('shows each part of the design system in its own section', () => {
    render(<UiGallery />);
    expect(screen.getByRole('heading', { level: 1, name: 'Design system' })).toBeInTheDocument();
    for (const title of ['Brand', 'Colour', 'Type, radius and elevation', 'Buttons', 'Status badges', 'Dates and numbers', 'Tables, empty states and loading']) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Tradepost')).toBeInTheDocument();
  });

  it('shows every status of the one status table as a badge', () => {
    render(<UiGallery />);
    const badges = within(screen.getByRole('region', { name: 'Status badges' }));
    const all = (Object.keys(STATUSES) as StatusKind[]).flatMap((kind) => Object.values(STATUSES[kind]).map((look) => look.label));
    for (const label of new Set(all)) expect(badges.getAllByText(label).length).toBeGreaterThan(0);
  });

  it('keeps the danger button for the confirmation it opens', async () => {
    render(<UiGallery />);
    await userEvent.click(screen.getByRole('button', { name: 'danger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this category?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
