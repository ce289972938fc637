import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { notifyOrderChanged } from './notify';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('notifyOrderChanged', () => {
  it('records the change for the tenant only when its transaction commits', async () => {
    const [{ id: tenantId }] = await t.db.query<{ id: number }>('SELECT id FROM public.tenants ORDER BY id LIMIT 1');
    await t.db.transaction((tx) => notifyOrderChanged(tx, tenantId, 7, 'PO-000007'));
    await expect(
      t.db.transaction(async (tx) => {
        await notifyOrderChanged(tx, tenantId, 8, 'PO-000008');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const rows = await t.db.query<{ order_id: number; number: string; type: string }>('SELECT order_id, number, type FROM public.live_events WHERE tenant_id = $1', [tenantId]);
    expect(rows).toEqual([{ order_id: 7, number: 'PO-000007', type: 'order.changed' }]);
  });
});
