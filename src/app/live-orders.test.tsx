// The live connection as the screens get it: streamWith on a fake EventSource (jsdom has none),
// the provider's one connection, and useLiveOrder calling back for its order and on catching up.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { liveMachine } from '../machines/live/live.machine';
import { LiveOrdersProvider, useLiveOrder, useLiveOrders } from './live-orders';
import { streamWith } from './live.actors';
import { FakeEventSource, orderChanged as changed } from '../../test/fake-event-source';

function setUp() {
  FakeEventSource.opened = [];
  let tickets = 0;
  const machine = liveMachine.provide({
    actors: {
      getTicket: fromPromise(async () => `t${++tickets}`),
      stream: streamWith((url) => new FakeEventSource(url), 'http://bistro.localhost/1/api'),
    },
    // The backoff is the machine's (tested with a simulated clock there); here it is no wait at all.
    delays: { backoff: 0 },
  });
  const heard = { order7: 0, any: [] as (number | null)[] };
  function Detail() {
    useLiveOrder(7, () => heard.order7++);
    return null;
  }
  function Inbox() {
    useLiveOrders((e) => heard.any.push(e?.order_id ?? null));
    return null;
  }
  const view = render(
    <LiveOrdersProvider machine={machine}>
      <Detail />
      <Inbox />
    </LiveOrdersProvider>,
  );
  const source = async (n: number) => {
    await expect.poll(() => FakeEventSource.opened.length).toBe(n);
    return FakeEventSource.opened[n - 1]!;
  };
  return { heard, source, view };
}

describe('live orders', () => {
  it('opens one stream with a ticket; an order detail hears its own order, a list every order', async () => {
    const { heard, source } = setUp();
    const s = await source(1);
    expect(s.url).toBe('http://bistro.localhost/1/api/live/stream/?ticket=t1');
    s.fire('open');
    s.fire('order.changed', changed(7));
    s.fire('order.changed', changed(8));
    expect(heard).toEqual({ order7: 1, any: [7, 8] });
  });

  it('a lost stream is closed (no retry with a used ticket) and, once back, every listener catches up once', async () => {
    const { heard, source } = setUp();
    const first = await source(1);
    first.fire('open');
    first.fire('error');
    expect(first.closed).toBe(true);
    const second = await source(2);
    expect(second.url).toMatch(/ticket=t2$/);
    second.fire('open');
    expect(heard).toEqual({ order7: 1, any: [null] });
  });

  it('closes the stream when the screen goes', async () => {
    const { source, view } = setUp();
    const s = await source(1);
    view.unmount();
    expect(s.closed).toBe(true);
  });

  it('without a provider (or an EventSource) a screen simply hears nothing', () => {
    function Alone() {
      useLiveOrder(7, () => {
        throw new Error('never called');
      });
      return <p>alone</p>;
    }
    expect(render(<LiveOrdersProvider machine={null}>{<Alone />}</LiveOrdersProvider>).getByText('alone')).toBeTruthy();
  });
});
