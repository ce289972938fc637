// An EventSource for jsdom (which has none), driven by the test: `fire('open')`,
// `fire('order.changed', data)`, `fire('error')`. Every one made is kept in `opened`.
import { act } from '@testing-library/react';
import type { EventSourceLike } from '../src/app/live.actors';

export class FakeEventSource implements EventSourceLike {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  fire(type: string, data?: object) {
    const e = new MessageEvent(type, { data: data ? JSON.stringify(data) : '' });
    act(() => this.listeners.get(type)?.forEach((fn) => fn(e)));
  }
}

/** A LiveEvent of order `order_id`. */
export const orderChanged = (order_id: number) => ({ type: 'order.changed', order_id, number: `PO-${order_id}`, at: '2026-11-27T04:00:00Z' });
