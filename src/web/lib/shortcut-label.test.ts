import { describe, expect, it } from 'vitest';
import { paletteShortcut } from './shortcut-label';

describe('the command palette shortcut label', () => {
  it('says ⌘K on Apple keyboards and Ctrl+K on every other', () => {
    expect(paletteShortcut({ platform: 'MacIntel', userAgent: '' })).toEqual({ label: '⌘K', keys: 'Meta+K' });
    expect(paletteShortcut({ platform: '', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' }).label).toBe('⌘K');
    expect(paletteShortcut({ platform: 'Win32', userAgent: 'Mozilla/5.0 (Windows NT 10.0)' })).toEqual({ label: 'Ctrl+K', keys: 'Control+K' });
    expect(paletteShortcut({ platform: 'Linux x86_64', userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' }).label).toBe('Ctrl+K');
  });
});
