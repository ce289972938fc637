// Screen tests of the count sheet on a phone (390 px wide, through matchMedia): the lines are cards
// with a large counted box, and a bar holds the progress, Save and 'Next uncounted'. The msw fake of
// the cycle-count calls as in the other sheet tests (test/count-sheet-screen.tsx).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { button, counted, expectToast, openSheet, setupSheetTests } from '../../../test/count-sheet-screen';
import { COUNT_IDS } from '../../../test/msw/inventory-counts';
import { line } from '../../../test/msw/inventory-data';
import { useScreenWidth } from '../../../test/viewport';

const { api, calls } = setupSheetTests();
useScreenWidth(390);

const card = (product: string) => screen.getByRole('listitem', { name: product });
const bar = () => screen.getByRole('group', { name: 'Counting' });

describe('Count sheet on a phone', () => {
  it('shows each line as a card with area, product, SKU, expected, a decimal counted box and the difference', async () => {
    await openSheet(COUNT_IDS.open);
    expect(screen.queryByRole('table', { name: 'Count lines' })).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Count lines' })).getAllByRole('listitem');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Roma Tomatoes', 'Romaine Lettuce', 'Fresh Basil']);
    const tomatoes = card('Roma Tomatoes');
    expect(tomatoes).toHaveTextContent('Walk-in Cooler');
    expect(tomatoes).toHaveTextContent('PRD-TOM-01');
    expect(within(tomatoes).getByText('Expected').nextSibling).toHaveTextContent('10');
    expect(within(tomatoes).getByText('Difference').nextSibling).toHaveTextContent('-1');
    expect(counted('Roma Tomatoes')).toHaveValue(9);
    expect(counted('Roma Tomatoes')).toHaveAttribute('inputmode', 'decimal');
    // The filter and 'Show uncounted only' stay above the cards.
    expect(screen.getByRole('searchbox', { name: 'Filter lines' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Show uncounted only' })).toBeInTheDocument();
    expect(within(bar()).getByRole('status')).toHaveTextContent('1 of 3 counted');
  });

  it('counts with Enter moving to the next card, shows the difference and saves from the bar', async () => {
    await openSheet(COUNT_IDS.open);
    const user = userEvent.setup();
    // One Save: the bar's (the batch actions leave theirs out on a phone).
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(1);
    expect(within(bar()).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(counted('Romaine Lettuce'), '5{Enter}');
    expect(counted('Fresh Basil')).toHaveFocus();
    expect(within(card('Romaine Lettuce')).getByText('Difference').nextSibling).toHaveTextContent('+2');
    expect(within(bar()).getByRole('status')).toHaveTextContent('2 of 3 counted');
    await user.click(within(bar()).getByRole('button', { name: 'Save' }));
    await expectToast('Counts saved.');
    expect(calls('POST /inventory/cycle-counts/7/submit_lines/')).toHaveLength(1);
  });

  it("'Next uncounted' goes to the next line without a count, round to the top", async () => {
    await openSheet(COUNT_IDS.open);
    const user = userEvent.setup();
    await user.click(counted('Fresh Basil'));
    await user.click(button('Next uncounted'));
    await waitFor(() => expect(counted('Romaine Lettuce')).toHaveFocus());
    await user.type(counted('Romaine Lettuce'), '3');
    await user.click(button('Next uncounted'));
    expect(counted('Fresh Basil')).toHaveFocus();
    await user.type(counted('Fresh Basil'), '4');
    expect(button('Next uncounted')).toBeDisabled();
  });

  it('draws only the cards in view of 10,000 lines; Enter and Next uncounted scroll the next one in', async () => {
    api.db.lines[COUNT_IDS.empty] = Array.from({ length: 10_000 }, (_, i) => line({ id: 1000 + i, product_name: `Item ${i + 1}`, expected_qty: i % 7 }));
    await openSheet(COUNT_IDS.empty);
    const cards = within(screen.getByRole('list', { name: 'Count lines' })).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(2);
    expect(cards.length).toBeLessThan(30);
    const last = cards.at(-1)!.getAttribute('aria-label')!;
    const n = Number(last.replace('Item ', ''));
    const user = userEvent.setup();
    await user.type(counted(last), '1{Enter}');
    await waitFor(() => expect(counted(`Item ${n + 1}`)).toHaveFocus());
    await user.click(button('Next uncounted'));
    await waitFor(() => expect(counted(`Item ${n + 2}`)).toHaveFocus());
    expect(within(bar()).getByRole('status')).toHaveTextContent('1 of 10000 counted');
  });
});
