import type { Config } from '../../../config.js';
import { createGoogleProvider, type GoogleUrls } from '../google/google-provider.js';
import { createMicrosoftProvider, type MicrosoftUrls } from '../microsoft/microsoft-provider.js';
import type { CalendarProvider } from './provider.js';

/** Where each provider is reached: its published endpoints, or a test's local server that implements the same calls. */
export interface ProviderUrls {
  google?: GoogleUrls;
  microsoft?: MicrosoftUrls;
}

/** The providers whose OAuth client the administrator set up; the others are not offered. */
export function configuredProviders(settings: Config['calendarProviders'], urls: ProviderUrls = {}): CalendarProvider[] {
  const providers: CalendarProvider[] = [];
  if (settings.google) providers.push(createGoogleProvider(settings.google, urls.google));
  if (settings.microsoft) providers.push(createMicrosoftProvider(settings.microsoft, urls.microsoft));
  return providers;
}
