import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { LandingApp } from '@/features/landing/landing-app';
import './index.css';

// landing.html already holds the page's HTML (rendered at build by landing-prerender.tsx); this makes it interactive.
// As a transition, hydration yields to the browser between small slices instead of holding the main thread at once.
const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

startTransition(() => {
  hydrateRoot(
    root,
    <StrictMode>
      <LandingApp />
    </StrictMode>,
  );
});
