import { describe, expect, it } from 'vitest';
import { bootScript } from '../../../src/node/output/assets.js';
import type { SiteConfig } from '../../../src/shared/types.js';

/** The colour mode the boot script sets, given the stored choice and the system's preference. */
function modeAfterBoot(
  colorMode: SiteConfig['colorMode'],
  stored: string | null,
  systemDark: boolean,
): string {
  let mode = '';
  const document = { documentElement: { setAttribute: (_: string, value: string) => (mode = value) } };
  const window = { localStorage: { getItem: () => stored, setItem: () => {} } };
  const matchMedia = () => ({ matches: systemDark });
  new Function('document', 'window', 'matchMedia', bootScript({ colorMode } as SiteConfig))(
    document,
    window,
    matchMedia,
  );
  return mode;
}

describe('bootScript: the colour mode before first paint', () => {
  it("takes the reader's stored choice, else the default mode", () => {
    const dark = { defaultMode: 'dark', respectPrefersColorScheme: false } as const;
    expect(modeAfterBoot(dark, null, false)).toBe('dark');
    expect(modeAfterBoot(dark, 'light', false)).toBe('light');
    expect(modeAfterBoot({ ...dark, defaultMode: 'light' }, 'dark', false)).toBe('dark');
  });
  it("follows the system's preference when the site respects it, and ignores storage when switching is off", () => {
    const respect = { defaultMode: 'light', respectPrefersColorScheme: true } as const;
    expect(modeAfterBoot(respect, null, true)).toBe('dark');
    expect(modeAfterBoot(respect, null, false)).toBe('light');
    expect(modeAfterBoot(respect, 'light', true)).toBe('light');
    expect(modeAfterBoot({ ...respect, disableSwitch: true }, 'light', true)).toBe('dark');
  });
});
