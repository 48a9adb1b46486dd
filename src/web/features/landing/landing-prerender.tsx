import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { LandingApp } from './landing-app';

/** The landing page's HTML, rendered at build into landing.html so its text paints before any script runs. */
export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <LandingApp />
    </StrictMode>,
  );
}
