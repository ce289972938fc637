// Screen tests of the count sheet for a staff member (decisions.md "Roles"): counts are entered and
// saved, and the batch actions a staff member may not take are not offered.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { button, counted, openSheet, setupSheetTests } from '../../../test/count-sheet-screen';
import { COUNT_IDS } from '../../../test/msw/inventory-counts';

const { calls } = setupSheetTests();
const offered = (name: string) => screen.queryByRole('button', { name });

describe('Count sheet as staff', () => {
  it('enters and saves counts, adds missing lines, and offers no finalize, reopen or archive', async () => {
    await openSheet(COUNT_IDS.open, 'staff');
    const user = userEvent.setup();
    expect(offered('Finalize & Update Stock')).not.toBeInTheDocument();
    expect(offered('Reopen')).not.toBeInTheDocument();
    expect(offered('Archive')).not.toBeInTheDocument();
    expect(button('Add missing lines')).toBeEnabled();
    await user.type(counted('Romaine Lettuce'), '2');
    await user.click(button('Save'));
    await waitFor(() => expect(calls('POST /inventory/cycle-counts/7/submit_lines/')).toHaveLength(1));
    // The reason finalize is off is not shown either: there is no finalize.
    expect(screen.queryByText('Save your changes before finalizing.')).not.toBeInTheDocument();
  });

  it('offers no post on a FINALIZED count', async () => {
    await openSheet(COUNT_IDS.finalized, 'staff');
    expect(offered('Post')).not.toBeInTheDocument();
    expect(offered('Reopen')).not.toBeInTheDocument();
  });

  it('offers them to a manager', async () => {
    await openSheet(COUNT_IDS.open, 'manager');
    expect(button('Finalize & Update Stock')).toBeInTheDocument();
    expect(button('Archive')).toBeInTheDocument();
  });
});
