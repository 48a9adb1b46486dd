import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { THEME_STORAGE_KEY } from '../../shared/constants';

export type Theme = 'light' | 'dark';

interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

// The class on <html> is the theme: public/theme-init.js sets it from storage before the first paint, so the
// page never flashes the wrong theme, and a page rendered ahead of time (in light) takes it up when it hydrates.
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentTheme = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');
const prerenderedTheme = (): Theme => 'light';

/**
 * `prerendered`: the page's HTML was rendered at build, in light. Its first render then matches that HTML and the
 * stored theme follows once mounted; Preact (the landing page's renderer) hydrates without a server snapshot.
 */
export function ThemeProvider({ children, prerendered = false }: { children: ReactNode; prerendered?: boolean }) {
  const [mounted, setMounted] = useState(!prerendered);
  useEffect(() => setMounted(true), []);
  const theme = useSyncExternalStore(subscribe, mounted ? currentTheme : prerenderedTheme, prerenderedTheme);

  const setTheme = useCallback((next: Theme) => {
    document.documentElement.classList.toggle('dark', next === 'dark');
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage unavailable: the theme still applies for this visit.
    }
    for (const listener of listeners) listener();
  }, []);

  useFollowSystemTheme();

  const toggleTheme = useCallback(() => {
    setTheme(currentTheme() === 'dark' ? 'light' : 'dark');
  }, [setTheme]);

  const value = useMemo(() => ({ theme, setTheme, toggleTheme }), [theme, setTheme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/** Until the user picks a theme, the page follows the system's as it changes (day and night on many phones). */
function useFollowSystemTheme() {
  useEffect(() => {
    const system = window.matchMedia?.(SYSTEM_DARK);
    if (!system) return;
    const follow = () => {
      let picked: string | null = null;
      try {
        picked = window.localStorage.getItem(THEME_STORAGE_KEY);
      } catch {
        // Storage unavailable: nothing was picked.
      }
      if (picked) return;
      document.documentElement.classList.toggle('dark', system.matches);
      for (const listener of listeners) listener();
    };
    system.addEventListener('change', follow);
    return () => system.removeEventListener('change', follow);
  }, []);
}

export function useTheme(): ThemeContextValue {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error('useTheme must be used inside ThemeProvider');
  return ctx;
}
