import { describe, expect, it } from 'vitest';
import { MASK, isMasked, maskEmail, maskPhone } from '../src/contact-mask';

describe('maskPhone', () => {
  it('keeps the first two and the last four of the national number', () => {
    expect(maskPhone('9876543210')).toBe('98••••3210');
    expect(maskPhone('+91 98765 43210')).toBe('98••••3210');
    expect(maskPhone('+919876543210')).toBe('98••••3210');
    expect(maskPhone('098765-43210')).toBe('98••••3210');
    // another country's number: its last ten digits
    expect(maskPhone('+44 20 7946 0958')).toBe('20••••0958');
  });

  it('shows less of a short number, and nothing of a very short one', () => {
    expect(maskPhone('0562 2461')).toBe('••••61');
    expect(maskPhone('246135')).toBe('••••35');
    expect(maskPhone('24613')).toBe(MASK);
    expect(maskPhone('ext. 12')).toBe(MASK);
    expect(maskPhone('no phone')).toBe(MASK);
  });

  it('leaves an empty value empty and never tells the length', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('+91 98765 43210').length).toBe(maskPhone('9876543210').length);
  });
});

describe('maskEmail', () => {
  it('keeps the domain and the first characters of the local part', () => {
    expect(maskEmail('ravi.kumar@example.com')).toBe('ra••••@example.com');
    expect(maskEmail('ravi5@example.com')).toBe('ra••••@example.com');
    expect(maskEmail('ravi@example.com')).toBe('r••••@example.com');
    expect(maskEmail('rk@example.com')).toBe('r••••@example.com');
    expect(maskEmail('r@example.com')).toBe('••••@example.com');
  });

  it('counts characters, not UTF-16 units, and splits at the last @', () => {
    expect(maskEmail('राम.शर्मा@example.in')).toBe('रा••••@example.in');
    expect(maskEmail('🙏🙏🙏🙏🙏@example.org')).toBe('🙏🙏••••@example.org');
    expect(maskEmail('"a@b"@example.org')).toBe('"a••••@example.org');
  });

  it('masks text that is no address entirely and leaves empty empty', () => {
    expect(maskEmail('not an address')).toBe(MASK);
    expect(maskEmail('@example.org')).toBe('••••@example.org');
    expect(maskEmail('')).toBe('');
  });
});

describe('isMasked', () => {
  it('tells a masked value from a full one', () => {
    expect(isMasked(maskPhone('9876543210'))).toBe(true);
    expect(isMasked(maskEmail('ravi@example.com'))).toBe(true);
    expect(isMasked('9876543210')).toBe(false);
    expect(isMasked('')).toBe(false);
  });
});
