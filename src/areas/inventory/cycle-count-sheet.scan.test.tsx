// Screen tests of scanning on the count sheet (issue 25, item 5): a keyboard-wedge scanner types a
// barcode and Enter in the filter box; the line is shown and its counted box takes the focus. An
// unknown code says so. The camera opens in its own dialog.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { counted, openSheet, setupSheetTests } from '../../../test/count-sheet-screen';
import { COUNT_IDS } from '../../../test/msw/inventory-counts';
import { deferred } from '../../../test/promises';

const { api } = setupSheetTests();

/** Gives the open batch's Romaine Lettuce and Fresh Basil barcodes. */
function withBarcodes() {
  const lines = api.db.lines[COUNT_IDS.open];
  lines.find((l) => l.product_name === 'Romaine Lettuce')!.barcode = '2000000010021';
  lines.find((l) => l.product_name === 'Fresh Basil')!.barcode = '012345678905';
}
const filterBox = () => screen.getByRole('searchbox', { name: 'Filter lines' });

describe('Count sheet: scanning', () => {
  it("a wedge scanner's digits and Enter in the filter box find the line and focus its counted box", async () => {
    withBarcodes();
    await openSheet(COUNT_IDS.open);
    const user = userEvent.setup();
    await user.type(filterBox(), '2000000010021{Enter}');
    await waitFor(() => expect(counted('Romaine Lettuce')).toHaveFocus());
    expect(screen.queryByRole('rowheader', { name: 'Roma Tomatoes' })).not.toBeInTheDocument();
    await user.keyboard('3');
    expect(counted('Romaine Lettuce')).toHaveValue(3);
    // Back in the filter box its text is selected, so the next scan replaces it; the EAN-13 of a UPC-A finds it too.
    await user.click(filterBox());
    await user.keyboard('0012345678905{Enter}');
    await waitFor(() => expect(counted('Fresh Basil')).toHaveFocus());
  });

  it('says an unknown code with the code, and Enter on a name is no scan', async () => {
    withBarcodes();
    await openSheet(COUNT_IDS.open);
    const user = userEvent.setup();
    await user.type(filterBox(), 'Roma{Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(filterBox());
    await user.type(filterBox(), '0123456789012{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('No product with barcode 0123456789012.');
    expect(filterBox()).toHaveFocus();
  });

  it("opens the camera in a dialog named 'Scan a barcode', which Cancel closes", async () => {
    const held = deferred<MediaStream>();
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: () => held.promise }, configurable: true });
    try {
      await openSheet(COUNT_IDS.open);
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Scan with camera' }));
      const dialog = await screen.findByRole('dialog', { name: 'Scan a barcode' });
      expect(within(dialog).getByLabelText('Camera picture')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Scan a barcode' })).not.toBeInTheDocument());
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      delete (navigator as { mediaDevices?: unknown }).mediaDevices;
    }
  });

  it('says why when the browser has no camera, and closes the dialog', async () => {
    await openSheet(COUNT_IDS.open);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Scan with camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The camera could not be opened.');
    expect(screen.queryByRole('dialog', { name: 'Scan a barcode' })).not.toBeInTheDocument();
  });
});
