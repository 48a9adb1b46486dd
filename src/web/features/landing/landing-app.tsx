import { ThemeProvider } from '@/lib/theme';
import LandingPage from './landing-page';
import { LazyToaster } from './lazy-toaster';

/** The landing page on its own, as prerendered at build and hydrated for signed-out visitors. */
export function LandingApp() {
  return (
    <ThemeProvider prerendered>
      <LandingPage />
      <LazyToaster />
    </ThemeProvider>
  );
}
