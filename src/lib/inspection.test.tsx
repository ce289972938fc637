import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMachine, type InspectionEvent } from 'xstate';
import { setInspector, useActorRef } from './inspection';

const toggle = createMachine({ id: 'toggle', initial: 'off', states: { off: { on: { flip: 'on' } }, on: {} } });

afterEach(() => setInspector(undefined));

describe('useActorRef with the development inspector', () => {
  it('reports the actor and its events to the registered inspector', () => {
    const seen: InspectionEvent[] = [];
    setInspector((e) => seen.push(e));
    const { result } = renderHook(() => useActorRef(toggle));
    result.current.send({ type: 'flip' });
    expect(result.current.getSnapshot().value).toBe('on');
    expect(seen.some((e) => e.type === '@xstate.actor')).toBe(true);
    expect(seen.some((e) => e.type === '@xstate.event' && e.event.type === 'flip')).toBe(true);
  });

  it('runs the machine without any inspector when none is registered', () => {
    const { result } = renderHook(() => useActorRef(toggle));
    result.current.send({ type: 'flip' });
    expect(result.current.getSnapshot().value).toBe('on');
  });
});
