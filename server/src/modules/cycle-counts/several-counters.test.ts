// Several counters on one count (issue 25, item 4): each saved line records who saved it and when
// and gets a new version; a save from a stale read of a line someone else saved since is a 409
// with that line as it is now, and nothing of that request is saved; every save reaches the
// tenant's live streams as a `count.lines` event, also on a second server process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, HOSTS } from '../../../test/helpers';
import { openInventoryTests, type InventoryApi } from '../../../test/inventory';
import { act, areaWithItems, lines } from '../../../test/cycle-counts';
import { openStream, type OpenStream } from '../../../test/live';
import { COUNT_MESSAGES } from './transitions';

let api: InventoryApi;
let staffToken: string;
const opened: OpenStream[] = [];
beforeAll(async () => {
  api = await openInventoryTests();
  staffToken = await api.t.login(DEMO.staff, HOSTS.bistro);
});
afterAll(async () => {
  opened.forEach((s) => s.close());
  await api.t.close();
});

/** submit_lines as Corner Bistro's staff member. */
const staffSaves = (id: number, body: object) =>
  api.t.request({ method: 'POST', url: `/1/api/inventory/cycle-counts/${id}/submit_lines/`, host: HOSTS.bistro, token: staffToken, payload: body });

async function openCount(name: string, n = 3) {
  const { area } = await areaWithItems(api, name, n);
  const id = (await api.post('cycle-counts/', { areas: [area] })).json().id as number;
  return { id, area, lines: await lines(api, id) };
}

describe('who saved a line, and when', () => {
  it('a saved line names its saver and time and goes up a version; lines not sent stay as they were', async () => {
    const { id, lines: before } = await openCount('Savers A');
    expect(before[0]).toMatchObject({ version: 0, counted_by: null, counted_at: null });
    const res = await staffSaves(id, { lines: [{ id: before[0].id, counted_qty: 4, version: 0 }] });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.updated).toBe(1);
    expect(answer.lines).toEqual([
      { id: before[0].id, area: before[0].area, counted_qty: 4, note: null, version: 1, counted_by: { id: expect.any(Number), name: 'Sasha Reyes' }, counted_at: answer.last_saved_at },
    ]);
    const after = await lines(api, id);
    expect(after[0]).toMatchObject({ counted_qty: 4, version: 1, counted_by: { name: 'Sasha Reyes' }, counted_at: answer.last_saved_at });
    expect(after[1]).toMatchObject({ counted_qty: null, version: 0, counted_by: null, counted_at: null });
    // The merchant saves a note on the same line: the line's saver is now the merchant.
    const note = await act(api, id, 'submit_lines', { lines: [{ id: before[0].id, note: 'top shelf', version: 1 }] });
    expect(note.statusCode, note.body).toBe(200);
    expect((await lines(api, id))[0]).toMatchObject({ counted_qty: 4, note: 'top shelf', version: 2, counted_by: { name: 'Maria Lopez' } });
  });
});

describe('a stale overwrite', () => {
  it('is a 409 with the line as it is now when someone else saved it after the version sent, and saves nothing of the request', async () => {
    const { id, lines: read } = await openCount('Stale A');
    expect((await staffSaves(id, { lines: [{ id: read[0].id, counted_qty: 7, version: 0 }] })).statusCode).toBe(200);
    // The merchant read version 0 of line 0, and changes lines 0 and 1.
    const res = await act(api, id, 'submit_lines', {
      lines: [
        { id: read[0].id, counted_qty: 9, version: 0 },
        { id: read[1].id, counted_qty: 2, version: 0 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: COUNT_MESSAGES.staleLines(1),
      lines: [{ id: read[0].id, area: read[0].area, counted_qty: 7, note: null, version: 1, counted_by: { id: expect.any(Number), name: 'Sasha Reyes' }, counted_at: expect.any(String) }],
    });
    // All or nothing: line 1 was not saved either.
    const now = await lines(api, id);
    expect(now.slice(0, 2).map((l) => [l.counted_qty, l.version])).toEqual([
      [7, 1],
      [null, 0],
    ]);
    // Sent again with the version the 409 gave ("mine"), it is saved over the other count.
    const mine = await act(api, id, 'submit_lines', {
      lines: [
        { id: read[0].id, counted_qty: 9, version: 1 },
        { id: read[1].id, counted_qty: 2, version: 0 },
      ],
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect((await lines(api, id)).slice(0, 2).map((l) => [l.counted_qty, l.version, l.counted_by.name])).toEqual([
      [9, 2, 'Maria Lopez'],
      [2, 1, 'Maria Lopez'],
    ]);
  });

  it('is no conflict when the caller saved the line themselves since, or sends no version; two stale lines say so', async () => {
    const { id, lines: read } = await openCount('Stale B');
    expect((await act(api, id, 'submit_lines', { lines: [{ id: read[0].id, counted_qty: 1, version: 0 }] })).statusCode).toBe(200);
    // Their own save since: version 0 is stale, but the saver is the caller (another tab of theirs).
    expect((await act(api, id, 'submit_lines', { lines: [{ id: read[0].id, counted_qty: 3, version: 0 }] })).statusCode).toBe(200);
    expect((await staffSaves(id, { lines: [{ id: read[0].id, counted_qty: 5 }] })).statusCode).toBe(200);
    expect((await staffSaves(id, { lines: [{ id: read[1].id, counted_qty: 5 }] })).statusCode).toBe(200);
    const res = await act(api, id, 'submit_lines', {
      lines: [
        { id: read[0].id, counted_qty: 8, version: 2 },
        { id: read[1].id, counted_qty: 8, version: 0 },
        { id: read[2].id, counted_qty: 8, version: 0 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(COUNT_MESSAGES.staleLines(2));
    expect(res.json().lines.map((l: { id: number }) => l.id)).toEqual([read[0].id, read[1].id]);
  });
});

describe('live count events', () => {
  const ticket = async (token: string) => (await api.t.request({ method: 'POST', url: '/1/api/live/tickets/', host: HOSTS.bistro, token })).json().ticket as string;

  it("a staff member's save reaches the merchant's stream opened on a second server process, with the saved lines", async () => {
    const { id, lines: read } = await openCount('Live A', 2);
    const other = await api.t.otherProcess();
    // From event 0: the stream replays what committed before its LISTEN was in place (under load the
    // save can win that race), so this count's event arrives either way, after the file's earlier ones.
    const stream = await openStream(other.app, HOSTS.bistro, await ticket(api.token), '0');
    opened.push(stream);
    expect((await staffSaves(id, { lines: [{ id: read[1].id, counted_qty: 6, version: 0 }] })).statusCode).toBe(200);
    let message = await stream.nextEvent();
    while ((JSON.parse(message.data!) as { cycle_count_id?: number }).cycle_count_id !== id) message = await stream.nextEvent();
    expect(message.event).toBe('count.lines');
    expect(JSON.parse(message.data!)).toEqual({
      type: 'count.lines',
      cycle_count_id: id,
      lines: [{ id: read[1].id, area: read[1].area, counted_qty: 6, note: null, version: 1, counted_by: { id: expect.any(Number), name: 'Sasha Reyes' }, counted_at: expect.any(String) }],
      at: expect.any(String),
    });
  });
});
