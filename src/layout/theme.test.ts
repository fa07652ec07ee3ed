import { describe, expect, it } from 'vitest';
import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { makeThemes } from './theme';

const theme = (options: ThemeOptions) => createTheme(options);

describe('reduced motion (prefers-reduced-motion: reduce)', () => {
  for (const mode of ['light', 'dark'] as const)
    it(`${mode}: transitions take no time, presses make no ripple, skeletons stay still`, () => {
      const t = theme(makeThemes('ltr', { reducedMotion: true })[mode] as ThemeOptions);
      expect(t.transitions.create(['opacity', 'transform'])).toBe('none');
      expect(t.transitions.getAutoHeightDuration(600)).toBe(0);
      expect(Object.values(t.transitions.duration).every((d) => d === 0)).toBe(true);
      expect(t.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
      expect(t.components?.MuiSkeleton?.defaultProps?.animation).toBe(false);
      // the focus ring stays: it is how a keyboard user sees where they are
      expect(JSON.stringify(t.components?.MuiButtonBase?.styleOverrides)).toContain('outline');
    });

  it('without it, MUI’s transitions and ripples are as usual; the palette and skin are the same either way', () => {
    const usual = theme(makeThemes('rtl', { skin: 'bordered' }).light as ThemeOptions);
    const still = theme(makeThemes('rtl', { skin: 'bordered', reducedMotion: true }).light as ThemeOptions);
    expect(usual.transitions.create(['opacity'])).toContain('opacity');
    expect(usual.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(usual.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
    expect([still.palette.primary.main, still.palette.background, still.palette.text]).toEqual([
      usual.palette.primary.main,
      usual.palette.background,
      usual.palette.text,
    ]);
    expect(still.direction).toBe('rtl');
    expect(still.components?.MuiCard).toEqual(usual.components?.MuiCard);
  });
});
