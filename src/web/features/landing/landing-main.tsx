import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingApp } from './landing-app';
import '@/index.css';

// The built landing.html already holds the page's HTML (rendered by landing-prerender.tsx); this makes it
// interactive. As a transition, hydration yields to the browser between small slices instead of one long task.
// The development server serves the page empty, so it is rendered here instead.
const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <LandingApp />
  </StrictMode>
);
if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
