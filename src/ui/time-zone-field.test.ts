import { describe, expect, it } from 'vitest';
import { matchingZones } from './time-zone-field';

const ZONES = ['America/Los_Angeles', 'America/New_York', 'Europe/London', 'Pacific/Auckland'];

describe('matchingZones', () => {
  it('finds zones by every typed word, ignoring case and underscores', () => {
    expect(matchingZones('new york', ZONES)).toEqual(['America/New_York']);
    expect(matchingZones('AMERICA', ZONES)).toEqual(['America/Los_Angeles', 'America/New_York']);
    expect(matchingZones('', ZONES, 2)).toEqual(['America/Los_Angeles', 'America/New_York']);
    expect(matchingZones('Mars/Olympus', ZONES)).toEqual([]);
  });

  it('the browser knows the IANA zones', () => {
    expect(Intl.supportedValuesOf('timeZone')).toContain('America/New_York');
  });
});
