import { describe, expect, it } from 'vitest';
import { compareNames, DEFAULT_CAMPUS_LOCALE, isKnownLocale, nameMatches } from '../src';

describe('names in the campus collation', () => {
  it('sorts case and accents second and numbers by value', () => {
    const names = ['émile', 'Zara', 'Emile', 'anand', 'Student 10', 'Ananya', 'Student 9'];
    expect([...names].sort((a, b) => compareNames(a, b))).toEqual([
      'anand',
      'Ananya',
      'émile',
      'Emile',
      'Student 9',
      'Student 10',
      'Zara',
    ]);
  });

  it("sorts Tamil and Hindi names in their alphabets' order, not by code point", () => {
    // Vowels before consonants, as Tamil dictionaries order them.
    const tamil = ['கவிதா', 'ஔவை', 'அருண்', 'இளங்கோ'];
    expect([...tamil].sort((a, b) => compareNames(a, b, 'ta-IN'))).toEqual([
      'அருண்',
      'இளங்கோ',
      'ஔவை',
      'கவிதா',
    ]);
    // The nukta letter क़ (U+0958) sorts beside क, where code points would put it after ख.
    const hindi = ['क़ासिम', 'खुशी', 'कमला'];
    expect([...hindi].sort((a, b) => compareNames(a, b, 'hi-IN'))).toEqual([
      'कमला',
      'क़ासिम',
      'खुशी',
    ]);
  });

  it('finds a name by part of it, case and accents aside, by whole letters', () => {
    expect(nameMatches('Émile Zola', 'emile')).toBe(true);
    expect(nameMatches('Śrīnivās Rāghavan', 'srinivas')).toBe(true);
    expect(nameMatches('प्रिया शर्मा', 'शर्मा')).toBe(true);
    expect(nameMatches('பிரியா வெங்கடேசன்', 'வெங்கட')).toBe(true);
    expect(nameMatches('Anand', 'bala')).toBe(false);
    expect(nameMatches('Anand', '  ')).toBe(true);
  });

  it('knows the locales Intl knows, en-IN when none is given', () => {
    expect(DEFAULT_CAMPUS_LOCALE).toBe('en-IN');
    expect(isKnownLocale('ta-IN')).toBe(true);
    expect(isKnownLocale('not a locale!')).toBe(false);
  });
});
