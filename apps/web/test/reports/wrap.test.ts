import { describe, expect, it } from 'vitest';
import { wrap } from '../../src/reports/text/wrap';

// Shaped text is wrapped by the layer itself: at spaces, and a word wider than the line between
// whole graphemes, never between a consonant and its vowel sign or virama.
const graphemes = (text: string) => [
  ...new Intl.Segmenter('hi', { granularity: 'grapheme' }).segment(text),
];
const width = (text: string) => graphemes(text).length;

describe('wrapping shaped text', () => {
  it('breaks at spaces, each line within the width, nothing lost', () => {
    const address = 'कॉलेज रोड विश्वविद्यालय परिसर वाराणसी उत्तर प्रदेश';
    const lines = wrap(address, 12, width);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(width(line)).toBeLessThanOrEqual(12);
    expect(lines.join(' ')).toBe(address);
  });

  it('breaks a word wider than the line between whole graphemes', () => {
    const word = 'क्षत्रियविश्वविद्यालयप्रशासन';
    const lines = wrap(word, 5, width);
    expect(lines.join('')).toBe(word);
    const whole = graphemes(word).map((g) => g.segment);
    let at = 0;
    for (const line of lines) {
      const parts = graphemes(line).map((g) => g.segment);
      expect(parts).toEqual(whole.slice(at, at + parts.length));
      expect(parts.length).toBeLessThanOrEqual(5);
      at += parts.length;
    }
  });
});
