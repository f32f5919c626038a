import { describe, expect, it } from 'vitest';
import { findUnsafeText, hasUnsafeCharacters, jsonDepthExceeds } from '../src/text-hygiene';

describe('hasUnsafeCharacters', () => {
  it.each(['a\u0000b', '\ud800', 'x\udc00y', '\udc00\ud800', 'end\ud83d'])('refuses %j', (text) => {
    expect(hasUnsafeCharacters(text)).toBe(true);
  });

  it.each(['', 'Rohit', 'राम', '🙏', '👨‍👩‍👧', '\ufffd', 'tab\tand\nnewline'])('accepts %j', (text) => {
    expect(hasUnsafeCharacters(text)).toBe(false);
  });
});

describe('findUnsafeText', () => {
  it('names the path of the first bad string, in values and in keys', () => {
    expect(findUnsafeText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('a.1.c');
    expect(findUnsafeText({ a: { 'k\ud800': 1 } })).toBe('a');
    expect(findUnsafeText('\u0000')).toBe('_');
  });

  it('passes clean values, numbers, null and buffers', () => {
    expect(findUnsafeText({ a: [1, null, true, 'ok'], b: { c: 'fine' } })).toBeUndefined();
    expect(findUnsafeText(new Uint8Array([0, 0xd8, 0]))).toBeUndefined();
    expect(findUnsafeText(undefined)).toBeUndefined();
  });
});

describe('jsonDepthExceeds', () => {
  it('counts brackets outside strings only', () => {
    expect(jsonDepthExceeds('[[[1]]]', 3)).toBe(false);
    expect(jsonDepthExceeds('[[[[1]]]]', 3)).toBe(true);
    expect(jsonDepthExceeds('{"a":"[[[[[[","b":"\\"[[[["}', 1)).toBe(false);
    expect(jsonDepthExceeds('['.repeat(100_000), 64)).toBe(true);
  });
});
