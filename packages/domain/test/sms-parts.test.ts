import { describe, expect, it } from 'vitest';
import { pickLanguage, smsParts } from '../src';

describe('smsParts', () => {
  it('counts a plain English text as GSM-7: 160 in one SMS, 153 per part', () => {
    expect(smsParts('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', parts: 1 });
    expect(smsParts('a'.repeat(161))).toMatchObject({ encoding: 'GSM-7', parts: 2, perPart: 153 });
    expect(smsParts('a'.repeat(306)).parts).toBe(2);
    expect(smsParts('a'.repeat(307)).parts).toBe(3);
  });

  it('counts the extension characters as two septets', () => {
    expect(smsParts('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', units: 160, parts: 1 });
    expect(smsParts('€'.repeat(81)).parts).toBe(2);
  });

  it('sends Hindi and Tamil as Unicode SMS: 70 in one, 67 per part', () => {
    const hindi = 'आपका कोड 123456 है';
    expect(smsParts(hindi)).toMatchObject({ encoding: 'UCS-2', units: hindi.length, parts: 1 });
    expect(smsParts('த'.repeat(70)).parts).toBe(1);
    expect(smsParts('த'.repeat(71))).toMatchObject({ parts: 2, perPart: 67 });
    expect(smsParts('த'.repeat(134)).parts).toBe(2);
    expect(smsParts('த'.repeat(135)).parts).toBe(3);
  });

  it('makes a whole English text Unicode for one character outside GSM', () => {
    expect(smsParts(`${'a'.repeat(100)} ₹`)).toMatchObject({ encoding: 'UCS-2', parts: 2 });
  });

  it('bills an empty text as one SMS', () => {
    expect(smsParts('').parts).toBe(1);
  });
});

describe('pickLanguage', () => {
  it('takes the first offered language of the header, by q', () => {
    expect(pickLanguage('ta', ['en', 'hi', 'ta'], 'en')).toBe('ta');
    expect(pickLanguage('fr-FR, hi-IN;q=0.8, ta;q=0.9', ['en', 'hi', 'ta'], 'en')).toBe('ta');
    expect(pickLanguage('ta', ['en', 'hi'], 'hi')).toBe('hi');
    expect(pickLanguage(undefined, ['en', 'hi'], 'en')).toBe('en');
  });
});
