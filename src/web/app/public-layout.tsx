import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BrandName } from '@/components/brand';
import { ThemeToggle } from '@/components/theme-toggle';
import { SiteFooter } from './site-footer';

/** Frame for the signed-out pages other than the landing page (sign in, sign up, legal). */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
          <Link href="/" className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring" aria-label="Twelvefold home">
            <BrandName />
          </Link>
          <ThemeToggle />
        </div>
      </header>
      <main id="main-content" className="mx-auto w-full max-w-5xl flex-1 px-4 py-10 sm:px-6">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
