// Test helper for the count sheet's screen tests (src/areas/inventory/cycle-count-sheet.*.test.tsx):
// the msw fake and the viewport for a test file, the sheet opened at a batch, and the queries the
// tests share. Not app code.
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { Role } from '../src/lib/roles';
import { renderCountsAt, setupCountsApi, useViewport } from './inventory-counts-screens';

/** Call once at the top of a test file: the msw fake of the cycle-count calls (a fresh db per test) and a viewport. */
export function setupSheetTests() {
  const api = setupCountsApi();
  useViewport();
  /** The requests the fake received whose 'METHOD /path' starts with `prefix`. */
  const calls = (prefix: string) => api.db.requests.filter((r) => r.call.startsWith(prefix));
  return { api, calls };
}

/** Renders the sheet of batch `id` (as a member with `role`, an owner by default) and waits for its lines and timeline. */
export async function openSheet(id: number, role?: Role) {
  renderCountsAt(`/merchant/inventory/cycle-counts/${id}`, role);
  expect(await screen.findByRole('heading', { level: 1, name: `Cycle Count #${id}` })).toBeInTheDocument();
  await screen.findByRole('heading', { name: 'Timeline' });
}

// The toasts stay readable while a dialog hides the rest of the page from assistive technology.
const toastRegion = () => screen.getByRole('region', { name: 'Notifications', hidden: true });
export const expectToast = async (text: string) => expect(await within(toastRegion()).findByText(text)).toBeInTheDocument();
export const counted = (product: string) => screen.getByRole('spinbutton', { name: `Counted for ${product}` });
export const noteBox = (product: string) => screen.getByRole('textbox', { name: `Note for ${product}` });
export const button = (name: string | RegExp) => screen.getByRole('button', { name });
export const rowOf = (product: string) => screen.getByRole('rowheader', { name: product }).closest('tr')!;
