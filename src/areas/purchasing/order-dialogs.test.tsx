// The Review & Send Orders modal and the Unassigned / Shop-in-Store Order List dialogs, each state:
// lines per group, printing (and a blocked popup), sending by email and text (queued, sent, failed),
// and creating orders (nothing assigned, success with the clearing rule, failure and a safe retry).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lineKey, type CartLine } from '../../machines/purchasing/order-cart.lines';
import { API, SUPPLIERS } from '../../../test/msw/purchasing';
import { renderPurchasingAt, setupPurchasingApi } from '../../../test/purchasing-screens';
import { CART_KEY } from './cart-storage';
import { deferred } from '../../../test/promises';
import { useViewport } from '../../../test/viewport';

const api = setupPurchasingApi();
// The products table draws only the rows in view: give jsdom a viewport.
useViewport();
afterEach(() => vi.restoreAllMocks());

const cartLine = (
  productId: number,
  name: string,
  sku: string | null,
  qty: number,
  supplier: { id: number; name: string } | null,
  shopInStore = false,
  price: number | null = null,
): CartLine => ({
  key: lineKey(productId, supplier?.id ?? null),
  product_id: productId,
  name,
  sku,
  qty,
  supplierId: supplier?.id ?? null,
  supplierName: supplier?.name ?? null,
  supplierShopInStore: shopInStore,
  price,
});
const TOMATOES = cartLine(101, 'Roma Tomatoes', 'PRD-TOM-01', 7, SUPPLIERS.farms, false, 2.5);
const LETTUCE = cartLine(102, 'Romaine Lettuce', 'PRD-LET-02', 1, SUPPLIERS.farms, false, 1.75);
const RICE = cartLine(105, 'Arborio Rice', 'DRY-RIC-02', 3, SUPPLIERS.costco, true, 3.1);
const COFFEE = cartLine(106, 'Cold Brew Coffee', null, 2, null);

const toastArea = () => within(screen.getByRole('region', { name: 'Notifications', hidden: true }));
const cart = () => within(screen.getByRole('complementary', { name: 'Cart' }));
const stored = (): CartLine[] => JSON.parse(localStorage.getItem(CART_KEY) ?? '[]');
const calls = (prefix: string) => api.db.requests.filter((r) => r.call.startsWith(prefix));

async function openWith(lines: CartLine[]) {
  localStorage.setItem(CART_KEY, JSON.stringify(lines));
  renderPurchasingAt('/merchant/purchasing/place-order');
  await screen.findByText('Yellow Onions');
}

async function openReview(lines: CartLine[]) {
  await openWith(lines);
  await userEvent.click(cart().getByRole('button', { name: 'Review & Send' }));
  return within(await screen.findByRole('dialog', { name: 'Review & Send Orders' }));
}

/** A popup window whose document records what was written into it. */
function fakePopup() {
  const written: string[] = [];
  const popup = {
    opener: window as unknown,
    document: { open: vi.fn(), write: (html: string) => void written.push(html), close: vi.fn() },
    focus: vi.fn(),
    print: vi.fn(),
  };
  vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  const page = () => new DOMParser().parseFromString(written.join(''), 'text/html');
  return { popup, page };
}

describe('Review & Send Orders', () => {
  it('shows the lines per group, and Close closes it', async () => {
    const dialog = await openReview([TOMATOES, COFFEE, RICE]);
    expect(dialog.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Costco Business Center', 'Fresh Farms', 'Unassigned (Print)']);
    const farms = within(dialog.getByRole('region', { name: 'Fresh Farms' }));
    expect(
      farms
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
    ).toEqual([['Roma Tomatoes', 'PRD-TOM-01', '7', '$2.50', '$17.50']]);
    expect(farms.getByText('Order total: $17.50')).toBeInTheDocument();
    expect(farms.getByText(/^Delivery: (Mon|Wed|Fri), /)).toBeInTheDocument();
    expect(farms.getByText("$132.50 more to reach Fresh Farms' minimum of $150.00.")).toBeInTheDocument();
    expect(within(dialog.getByRole('region', { name: 'Unassigned (Print)' })).getByRole('row', { name: /Cold Brew Coffee/ })).toHaveTextContent('--');
    expect(dialog.getByText('Grand total: $26.80')).toBeInTheDocument();
    // Issue 28: which button emails what.
    expect(dialog.getByText('Send Email and Send Text send this list to the address or number you enter. No order is created.')).toBeInTheDocument();
    expect(dialog.getByText('Create Orders places one order per supplier and emails each supplier its order.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('creates one order per supplier group, then keeps only the unassigned lines', async () => {
    const dialog = await openReview([TOMATOES, LETTUCE, COFFEE, RICE]);
    // Issue 28: the payload's note has a field.
    await userEvent.type(dialog.getByLabelText('Note to suppliers'), 'Back door, please.');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Orders' }));
    expect(await toastArea().findByText('Created 2 order(s). Messages will be sent in the background.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [place] = calls('POST /merchant-orders/orders/place/');
    expect(place.body).toEqual({
      note: 'Back door, please.',
      groups: [
        { merchant_supplier_id: SUPPLIERS.costco.id, items: [{ product_id: 105, name: 'Arborio Rice', sku: 'DRY-RIC-02', qty: 3 }] },
        {
          merchant_supplier_id: SUPPLIERS.farms.id,
          // The first valid delivery date from Fresh Farms' terms (a Monday, Wednesday or Friday).
          delivery_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          items: [
            { product_id: 101, name: 'Roma Tomatoes', sku: 'PRD-TOM-01', qty: 7 },
            { product_id: 102, name: 'Romaine Lettuce', sku: 'PRD-LET-02', qty: 1 },
          ],
        },
      ],
    });
    expect(
      cart()
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Unassigned (Print)']);
    expect(stored()).toEqual([COFFEE]);
  });

  it('shows Create Orders busy while placing, and sends the same Idempotency-Key when retried after a failure', async () => {
    const keys: (string | null)[] = [];
    // The first answer (a network failure) comes when the test lets it.
    const firstAnswer = deferred<void>();
    api.server.use(
      http.post(`${API}/merchant-orders/orders/place/`, async ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        if (keys.length > 1) return HttpResponse.json({ created: [{ id: 1 }] }, { status: 201 });
        await firstAnswer.promise;
        return HttpResponse.error();
      }),
    );
    const dialog = await openReview([TOMATOES]);
    await userEvent.click(dialog.getByRole('button', { name: 'Create Orders' }));
    expect(dialog.getByRole('button', { name: 'Create Orders' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    firstAnswer.resolve();
    expect(await toastArea().findByText('Failed to create orders.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Create Orders' })).toBeEnabled();
    expect(stored()).toEqual([TOMATOES]);

    await userEvent.click(dialog.getByRole('button', { name: 'Create Orders' }));
    expect(await toastArea().findByText('Created 1 order(s). Messages will be sent in the background.')).toBeInTheDocument();
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("says 'No supplier-assigned items to order.' when every line is unassigned; Review & Send is disabled with no lines", async () => {
    const dialog = await openReview([COFFEE]);
    await userEvent.click(dialog.getByRole('button', { name: 'Create Orders' }));
    expect(await toastArea().findByText('No supplier-assigned items to order.')).toBeInTheDocument();
    expect(calls('POST /merchant-orders/orders/place/')).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Review & Send Orders' })).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await userEvent.click(cart().getByRole('button', { name: 'Clear' }));
    // Issue 28: an empty cart has nothing to review.
    expect(cart().getByRole('button', { name: 'Review & Send' })).toBeDisabled();
  });

  it('queues the list by email and by text to the normalised number', async () => {
    const dialog = await openReview([TOMATOES, COFFEE]);
    const user = userEvent.setup();
    expect(dialog.getByRole('button', { name: 'Send Email' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Send Text' })).toBeDisabled();
    await user.type(dialog.getByLabelText('Email'), 'chef@cornerbistro.example');
    await user.click(dialog.getByRole('button', { name: 'Send Email' }));
    expect(await toastArea().findByText('Email queued for delivery.')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Phone'), '(503) 555-0199');
    await user.click(dialog.getByRole('button', { name: 'Send Text' }));
    expect(await toastArea().findByText('Text queued for delivery.')).toBeInTheDocument();

    expect(calls('POST /messaging/').map((r) => [r.call, r.body])).toEqual([
      [
        'POST /messaging/messages/',
        {
          message_type: 'email',
          send_to: 'chef@cornerbistro.example',
          subject: 'Order list',
          body: 'Fresh Farms\n- Roma Tomatoes (PRD-TOM-01) x 7\n\nUnassigned (Print)\n- Cold Brew Coffee x 2',
        },
      ],
      ['POST /messaging/enqueue', { type: 'email' }],
      [
        'POST /messaging/messages/',
        { message_type: 'sms', send_to: '+15035550199', subject: null, body: 'Fresh Farms\n- Roma Tomatoes (PRD-TOM-01) x 7\n\nUnassigned (Print)\n- Cold Brew Coffee x 2' },
      ],
      ['POST /messaging/enqueue', { type: 'sms' }],
    ]);
  });

  it('says when queuing failed', async () => {
    api.server.use(http.post(`${API}/messaging/messages/`, () => HttpResponse.json({ send_to: ['Enter a valid phone number.'] }, { status: 400 })));
    const dialog = await openReview([TOMATOES]);
    await userEvent.type(dialog.getByLabelText('Email'), 'chef@cornerbistro.example');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Email' }));
    expect(await toastArea().findByText('Failed to queue email. Enter a valid phone number.')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Phone'), '12');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Text' }));
    expect(await toastArea().findByText('Failed to queue text. Enter a valid phone number.')).toBeInTheDocument();
  });

  it('prints a clean page of the groups, or says the popup was blocked, or that there is nothing to print', async () => {
    const { popup, page } = fakePopup();
    const dialog = await openReview([TOMATOES, COFFEE]);
    await userEvent.click(dialog.getByRole('button', { name: 'Print' }));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(popup.print).toHaveBeenCalled();
    expect(popup.opener).toBeNull();
    const doc = page();
    expect(doc.title).toBe('Purchase Orders');
    expect([...doc.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Fresh Farms', 'Unassigned (Print)']);
    expect([...doc.querySelectorAll('tbody tr')].map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent))).toEqual([
      ['Roma Tomatoes', 'PRD-TOM-01', '7'],
      ['Cold Brew Coffee', '', '2'],
    ]);
    expect(doc.querySelectorAll('script, button, input')).toHaveLength(0);

    vi.mocked(window.open).mockReturnValue(null);
    await userEvent.click(dialog.getByRole('button', { name: 'Print' }));
    expect(await toastArea().findByText('Popup blocked. Please allow popups to print.')).toBeInTheDocument();

    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY, newValue: '[]', storageArea: localStorage })));
    await userEvent.click(dialog.getByRole('button', { name: 'Print' }));
    expect(await toastArea().findByText('Nothing to print.')).toBeInTheDocument();
  });

  it('writes names as text, never as markup, on the printed page', async () => {
    const { page } = fakePopup();
    const dialog = await openReview([{ ...COFFEE, name: '<img src=x onerror=alert(1)> Brew' }]);
    await userEvent.click(dialog.getByRole('button', { name: 'Print' }));
    expect(page().querySelector('img')).toBeNull();
    expect(page().querySelector('td')?.textContent).toBe('<img src=x onerror=alert(1)> Brew');
  });
});

describe('the order list dialogs', () => {
  it("says 'No unassigned items.' instead of opening an empty Unassigned Order List", async () => {
    await openWith([TOMATOES]);
    await userEvent.click(cart().getByRole('button', { name: 'Print Unassigned List' }));
    expect(await toastArea().findByText('No unassigned items.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Unassigned Order List: Create & Print, and Send Email / Send Text through its send call', async () => {
    const { popup, page } = fakePopup();
    await openWith([TOMATOES, COFFEE]);
    const user = userEvent.setup();
    await user.click(cart().getByRole('button', { name: 'Print Unassigned List' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unassigned Order List' }));
    expect(
      dialog
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0].textContent),
    ).toEqual(['Cold Brew Coffee']);

    await user.click(dialog.getByRole('button', { name: 'Create & Print' }));
    expect(popup.print).toHaveBeenCalled();
    expect(page().title).toBe('Unassigned Order List');
    expect(calls('POST /merchant-orders/')).toEqual([]);

    await user.type(dialog.getByLabelText('Email'), 'runner@cornerbistro.example');
    await user.click(dialog.getByRole('button', { name: 'Send Email' }));
    expect(await toastArea().findByText('Email sent.')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Phone'), '503.555.0199');
    await user.click(dialog.getByRole('button', { name: 'Send Text' }));
    expect(await toastArea().findByText('Text sent.')).toBeInTheDocument();
    expect(calls('POST /merchant/purchasing/').map((r) => [r.call, r.body])).toEqual([
      ['POST /merchant/purchasing/unassigned-list/send', { channel: 'email', to: 'runner@cornerbistro.example', items: [{ product_id: 106, name: 'Cold Brew Coffee', sku: null, qty: 2 }] }],
      ['POST /merchant/purchasing/unassigned-list/send', { channel: 'sms', to: '+15035550199', items: [{ product_id: 106, name: 'Cold Brew Coffee', sku: null, qty: 2 }] }],
    ]);
  });

  it("Unassigned Order List: a refused address says the server's reason", async () => {
    api.server.use(http.post(`${API}/merchant/purchasing/unassigned-list/send`, () => HttpResponse.json({ to: ['Enter a valid email address.'] }, { status: 400 })));
    await openWith([TOMATOES, COFFEE]);
    const user = userEvent.setup();
    await user.click(cart().getByRole('button', { name: 'Print Unassigned List' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unassigned Order List' }));
    await user.type(dialog.getByLabelText('Email'), 'runner@@cornerbistro');
    await user.click(dialog.getByRole('button', { name: 'Send Email' }));
    expect(await toastArea().findByText('Failed to send email. Enter a valid email address.')).toBeInTheDocument();
  });

  it('Shop-in-Store Order List: only shown with such lines; failures say so; lines gone in another tab say so', async () => {
    api.server.use(http.post(`${API}/merchant/purchasing/shop-in-store-list/send`, () => HttpResponse.json({ detail: 'Server error.' }, { status: 500 })));
    await openWith([TOMATOES, RICE]);
    const user = userEvent.setup();
    await user.click(cart().getByRole('button', { name: 'Print Shop-in-Store List' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Shop-in-Store Order List' }));
    expect(dialog.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Costco Business Center']);
    await user.type(dialog.getByLabelText('Email'), 'runner@cornerbistro.example');
    await user.click(dialog.getByRole('button', { name: 'Send Email' }));
    expect(await toastArea().findByText('Failed to send email.')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Phone'), '5035550199');
    await user.click(dialog.getByRole('button', { name: 'Send Text' }));
    expect(await toastArea().findByText('Failed to send text.')).toBeInTheDocument();

    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY, newValue: JSON.stringify([TOMATOES]), storageArea: localStorage })));
    expect(dialog.getByText('No shop-in-store items.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Create & Print' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Send Email' })).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cart().queryByRole('button', { name: 'Print Shop-in-Store List' })).toBeNull();
  });
});
