import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../shared/constants';

export function SiteFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>{PRODUCT_NAME} — plan your life in twelves.</p>
        <nav aria-label="Legal">
          <ul className="flex gap-4">
            <li>
              <Link href="/privacy" className="underline-offset-4 hover:text-foreground hover:underline">
                Privacy
              </Link>
            </li>
            <li>
              <Link href="/terms" className="underline-offset-4 hover:text-foreground hover:underline">
                Terms
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
