// The limits' configuration: defaults, LIMIT_<NAME> from the environment, SMS_COUNTRY_CODES.
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, limitEnvName, limitsFromEnv, smsCountryCodes } from './limits';
import { textCountryAllowed } from '../modules/messaging/rules';

describe('limits from the environment', () => {
  it('keeps the defaults and takes LIMIT_<NAME> when given', () => {
    expect(limitsFromEnv({})).toEqual(DEFAULT_LIMITS);
    expect(limitEnvName('texts_per_day')).toBe('LIMIT_TEXTS_PER_DAY');
    expect(limitsFromEnv({ LIMIT_TEXTS_PER_DAY: ' 50 ', LIMIT_PRODUCTS: '' })).toEqual({ ...DEFAULT_LIMITS, texts_per_day: 50 });
  });

  it('stops the start on a value that is not a whole number above 0', () => {
    expect(() => limitsFromEnv({ LIMIT_ORDERS_PER_MINUTE: '0' })).toThrow('LIMIT_ORDERS_PER_MINUTE must be a whole number above 0 (got "0").');
    expect(() => limitsFromEnv({ LIMIT_ORDERS_PER_MINUTE: '1.5' })).toThrow('LIMIT_ORDERS_PER_MINUTE');
    expect(() => limitsFromEnv({ LIMIT_ORDERS_PER_MINUTE: 'lots' })).toThrow('LIMIT_ORDERS_PER_MINUTE');
  });
});

describe('SMS_COUNTRY_CODES', () => {
  it('defaults to +1 and reads calling codes with or without their +', () => {
    expect(smsCountryCodes(undefined)).toEqual(['+1']);
    expect(smsCountryCodes(' +1, 44 ')).toEqual(['+1', '+44']);
    expect(() => smsCountryCodes('+1,UK')).toThrow('SMS_COUNTRY_CODES must be calling codes such as +1,+44 (got "+UK").');
  });

  it('lets a text go only to a number that starts with an allowed code', () => {
    expect(textCountryAllowed('+15035550142', ['+1'])).toBe(true);
    expect(textCountryAllowed('+442079460958', ['+1'])).toBe(false);
    expect(textCountryAllowed('+442079460958', ['+1', '+44'])).toBe(true);
    // Not normalised to a +code (not ten digits): no country is known, so it is refused.
    expect(textCountryAllowed('5550142123', ['+1'])).toBe(false);
  });
});
