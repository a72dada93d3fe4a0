import { describe, expect, it } from 'vitest';
import { appTheme, contrastRatio, PRESET_COLORS, TEXT_CONTRAST, textTones } from './theme';

describe('theme', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#409EFF', '#FFFFFF')).toBeCloseTo(2.78, 2);
  });

  it.each(PRESET_COLORS)('derives text and filled tones of %s that reach 4.5:1 on white and the grey page', (seed) => {
    for (const tone of Object.values(textTones(seed))) {
      expect(contrastRatio(tone, '#FFFFFF')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(contrastRatio(tone, '#F0F2F5')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });

  it('keeps the seed as the brand colour and draws texts and filled buttons in its tone', () => {
    const theme = appTheme('#409EFF', true);
    expect(theme.token?.colorPrimary).toBe('#409EFF');
    expect(theme.token?.colorLink).toBe('#006BD9');
    expect(theme.token?.colorPrimaryText).toBe('#006BD9');
    expect(theme.components?.Button?.colorPrimary).toBe('#006BD9');
  });

  it('darkens the status colours of tags to 4.5:1 on their own tint', () => {
    const tag = appTheme('#409EFF', true).components?.Tag as Record<string, string>;
    expect(contrastRatio(tag.green7!, '#F6FFED')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(tag.colorSuccess!, '#F6FFED')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });
});
