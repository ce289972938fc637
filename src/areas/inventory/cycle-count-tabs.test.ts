import { describe, expect, it } from 'vitest';
import { parseTab, tabLabel } from './cycle-count-tabs';

describe('the cycle count tab in the URL', () => {
  it('is lower case, open by default and when invalid; archived is accepted', () => {
    expect(parseTab({})).toBe('open');
    expect(parseTab({ tab: 'posted' })).toBe('posted');
    expect(parseTab({ tab: 'FINALIZED' })).toBe('finalized');
    expect(parseTab({ tab: 'archived' })).toBe('archived');
    expect(parseTab({ tab: 'shipped' })).toBe('open');
    expect(parseTab({ tab: 3 })).toBe('open');
  });

  it("reads the dashboard's status=OPEN link as the open tab, and tab wins over status", () => {
    expect(parseTab({ status: 'OPEN' })).toBe('open');
    expect(parseTab({ status: 'DRAFT' })).toBe('draft');
    expect(parseTab({ tab: 'posted', status: 'DRAFT' })).toBe('posted');
  });

  it('names a tab with a capital', () => {
    expect(tabLabel('draft')).toBe('Draft');
    expect(tabLabel('archived')).toBe('Archived');
  });
});
