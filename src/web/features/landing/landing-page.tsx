import { Bot, CalendarClock, ChartLine, Check, HeartPulse, Target, Users, type LucideIcon } from 'lucide-react';
import { BrandName } from '@/components/brand';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PRODUCT_NAME } from '../../../shared/constants';
import { bigintToDozenal } from '../../../shared/dozenal';
import { addBrowserTimezone, loginPath } from '@/lib/login-url';
import { Converter } from './converter';
import { NewsletterForm } from './newsletter-form';

const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: CalendarClock,
    title: 'Time blocking',
    text: 'Plan your day on a 12-hour basis with blocks for focus, meetings and breaks, and keep it in sync with your calendar.',
  },
  {
    icon: HeartPulse,
    title: 'Health tracking',
    text: 'Record 12 health metrics a day, from sleep and water to mood and steps, and see how close you are to each target.',
  },
  {
    icon: Users,
    title: 'Relationships',
    text: 'Stay close to about 12 key people. Log calls, messages and meetings, and get AI-generated reconnection prompts.',
  },
  {
    icon: Target,
    title: 'Goals',
    text: 'Break every goal into 12 milestones over 12 days, 12 weeks or 12 months, and watch your progress add up.',
  },
  {
    icon: ChartLine,
    title: 'Progress reviews',
    text: 'Get AI-written weekly reviews of your achievements, patterns and next steps, numbered out of 12 weeks.',
  },
  {
    icon: Bot,
    title: 'AI assistant',
    text: 'Ask a life-planning chat assistant that knows your schedule, health, people and goals to help you plan.',
  },
];

const DIVISORS_12 = [1, 2, 3, 4, 6, 12];
const DIVISORS_10 = [1, 2, 5, 10];

const FRACTIONS: { fraction: string; decimal: string; dozenal: string }[] = [
  { fraction: '1/2', decimal: '0.5', dozenal: '0.6' },
  { fraction: '1/3', decimal: '0.333…', dozenal: '0.4' },
  { fraction: '1/4', decimal: '0.25', dozenal: '0.3' },
  { fraction: '1/6', decimal: '0.1666…', dozenal: '0.2' },
];

function LandingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        <a
          href="#top"
          className="shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          aria-label={`${PRODUCT_NAME} home`}
        >
          <BrandName textClassName="sr-only sm:not-sr-only" />
        </a>
        <nav aria-label="Sections" className="hidden md:block">
          <ul className="flex items-center gap-1 text-sm font-medium">
            <li>
              <a href="#features" className="rounded-md px-3 py-2 text-muted-foreground hover:bg-accent hover:text-accent-foreground">
                Features
              </a>
            </li>
            <li>
              <a href="#why-base-12" className="rounded-md px-3 py-2 text-muted-foreground hover:bg-accent hover:text-accent-foreground">
                Why base-12
              </a>
            </li>
            <li>
              <a href="#converter" className="rounded-md px-3 py-2 text-muted-foreground hover:bg-accent hover:text-accent-foreground">
                Converter
              </a>
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <Button variant="ghost" size="sm" asChild>
            <a href={loginPath('signin')} onClick={addBrowserTimezone} onAuxClick={addBrowserTimezone}>
              Sign In
            </a>
          </Button>
          <Button size="sm" asChild>
            <a href={loginPath('signup')} onClick={addBrowserTimezone} onAuxClick={addBrowserTimezone}>
              Get Started
            </a>
          </Button>
        </div>
      </div>
      <nav aria-label="Sections (compact)" className="border-t md:hidden">
        <ul className="mx-auto flex max-w-6xl items-center justify-center gap-1 px-2 text-sm font-medium">
          <li>
            <a href="#features" className="inline-block rounded-md px-3 py-2 text-muted-foreground hover:text-foreground">
              Features
            </a>
          </li>
          <li>
            <a href="#why-base-12" className="inline-block rounded-md px-3 py-2 text-muted-foreground hover:text-foreground">
              Why base-12
            </a>
          </li>
          <li>
            <a href="#converter" className="inline-block rounded-md px-3 py-2 text-muted-foreground hover:text-foreground">
              Converter
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}

function ClockDial() {
  const marks = Array.from({ length: 12 }, (_, i) => {
    const angle = (i / 12) * Math.PI * 2 - Math.PI / 2;
    return { x: 100 + Math.cos(angle) * 78, y: 100 + Math.sin(angle) * 78, label: i === 0 ? '12' : bigintToDozenal(BigInt(i)) };
  });
  // A few sample blocks drawn as arcs around the dial.
  const arc = (startHour: number, hours: number, r: number) => {
    const a0 = (startHour / 12) * Math.PI * 2 - Math.PI / 2;
    const a1 = ((startHour + hours) / 12) * Math.PI * 2 - Math.PI / 2;
    const large = hours > 6 ? 1 : 0;
    return `M ${100 + Math.cos(a0) * r} ${100 + Math.sin(a0) * r} A ${r} ${r} 0 ${large} 1 ${100 + Math.cos(a1) * r} ${100 + Math.sin(a1) * r}`;
  };
  return (
    <svg viewBox="0 0 200 200" aria-hidden="true" focusable="false" className="mx-auto w-full max-w-xs">
      <circle cx="100" cy="100" r="95" className="fill-card stroke-border" strokeWidth="2" />
      <path d={arc(0, 3, 58)} className="stroke-chart-1" strokeWidth="14" fill="none" strokeLinecap="round" />
      <path d={arc(3.5, 1, 58)} className="stroke-chart-3" strokeWidth="14" fill="none" strokeLinecap="round" />
      <path d={arc(5, 2.5, 58)} className="stroke-chart-2" strokeWidth="14" fill="none" strokeLinecap="round" />
      <path d={arc(8, 3, 58)} className="stroke-chart-5" strokeWidth="14" fill="none" strokeLinecap="round" />
      {marks.map((m) => (
        <text key={m.label} x={m.x} y={m.y} textAnchor="middle" dominantBaseline="central" className="fill-foreground text-[13px] font-semibold">
          {m.label}
        </text>
      ))}
      <circle cx="100" cy="100" r="5" className="fill-primary" />
    </svg>
  );
}

function Hero() {
  return (
    <section aria-labelledby="hero-title" className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-24">
      <div className="space-y-6">
        <p className="text-sm font-semibold uppercase tracking-widest text-primary">Personal life planner</p>
        <h1 id="hero-title" className="text-4xl font-bold tracking-tight sm:text-5xl">
          Plan your life in twelves.
        </h1>
        <p className="max-w-prose text-lg text-muted-foreground">
          {PRODUCT_NAME} brings your day, your health, your people and your goals into one calm rhythm built on the number twelve — and you can host it
          yourself.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button size="lg" asChild>
            <a href={loginPath('signup')} onClick={addBrowserTimezone} onAuxClick={addBrowserTimezone}>
              Start planning for free
            </a>
          </Button>
          <Button size="lg" variant="outline" asChild>
            <a href="#converter">Try the converter</a>
          </Button>
        </div>
      </div>
      <ClockDial />
    </section>
  );
}

function Features() {
  return (
    <section id="features" aria-labelledby="features-title" className="border-t bg-muted/50">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <div className="mb-10 max-w-2xl space-y-3">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight">
            Six tools, one rhythm
          </h2>
          <p className="text-muted-foreground">Everything you need to plan a balanced life, each shaped around twelve.</p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader>
                  <span className="mb-2 inline-flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <CardTitle>{title}</CardTitle>
                  <CardDescription className="text-base">{text}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function WhyBase12() {
  return (
    <section id="why-base-12" aria-labelledby="why-title" className="border-t">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2">
        <div className="space-y-4">
          <h2 id="why-title" className="text-3xl font-bold tracking-tight">
            Why base-12?
          </h2>
          <p className="text-muted-foreground">
            Twelve is a small number with a lot of room inside it. It divides evenly by 2, 3, 4 and 6, while ten divides only by 2 and 5. That makes halves,
            thirds, quarters and sixths come out whole — which is exactly how we tend to split time and effort.
          </p>
          <p className="text-muted-foreground">
            People have counted in twelves for millennia: 12 hours on the clock face, 12 months in a year, a dozen eggs, 12 inches in a foot. {PRODUCT_NAME}{' '}
            uses the same rhythm to keep plans easy to divide and easy to remember.
          </p>
          <dl className="grid gap-3 sm:grid-cols-2">
            <div className="rounded-lg border p-4">
              <dt className="text-sm font-medium text-muted-foreground">Divisors of 12</dt>
              <dd className="mt-1 text-2xl font-semibold">{DIVISORS_12.join(', ')}</dd>
            </div>
            <div className="rounded-lg border p-4">
              <dt className="text-sm font-medium text-muted-foreground">Divisors of 10</dt>
              <dd className="mt-1 text-2xl font-semibold">{DIVISORS_10.join(', ')}</dd>
            </div>
          </dl>
        </div>
        <div className="space-y-3">
          <h3 className="text-lg font-semibold">Fractions come out clean</h3>
          <div className="overflow-x-auto rounded-lg border">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Common fractions written in decimal and in dozenal</caption>
              <thead className="bg-muted">
                <tr>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    Fraction
                  </th>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    Decimal
                  </th>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    Dozenal
                  </th>
                </tr>
              </thead>
              <tbody>
                {FRACTIONS.map((row) => (
                  <tr key={row.fraction} className="border-t">
                    <th scope="row" className="px-4 py-2 font-medium">
                      {row.fraction}
                    </th>
                    <td className="px-4 py-2 font-mono">{row.decimal}</td>
                    <td className="px-4 py-2 font-mono">{row.dozenal}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-sm text-muted-foreground">Dozenal needs two extra digits: ↊ for ten and ↋ for eleven, so 10 in dozenal means twelve.</p>
        </div>
      </div>
    </section>
  );
}

function ConverterSection() {
  return (
    <section id="converter" aria-labelledby="converter-title" className="border-t bg-muted/50">
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-2xl space-y-3 text-center">
          <h2 id="converter-title" className="text-3xl font-bold tracking-tight">
            Decimal to dozenal converter
          </h2>
          <p className="text-muted-foreground">Type a whole number to see it written in base twelve.</p>
        </div>
        <Converter />
      </div>
    </section>
  );
}

function FreeTier() {
  return (
    <section aria-labelledby="free-title" className="border-t">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 sm:px-6 md:grid-cols-2 md:items-center">
        <div className="space-y-3">
          <h2 id="free-title" className="text-3xl font-bold tracking-tight">
            Start on the free tier
          </h2>
          <p className="text-muted-foreground">
            Sign up and use every tool on the free tier. Prefer to keep everything on your own machine? {PRODUCT_NAME} is open source and self-hostable, with
            your data in your own database.
          </p>
        </div>
        <ul className="space-y-2">
          {[
            'All six tools, including the AI assistant',
            'Light and dark themes',
            'Your data stays yours — never sold',
            'Run it yourself on your own server',
          ].map((item) => (
            <li key={item} className="flex items-start gap-2">
              <Check className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Newsletter() {
  return (
    <section aria-labelledby="newsletter-title" className="border-t bg-muted/50">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-16 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-md space-y-3">
          <h2 id="newsletter-title" className="text-3xl font-bold tracking-tight">
            Stay in the loop
          </h2>
          <p className="text-muted-foreground">Get updates about new features and releases.</p>
        </div>
        <NewsletterForm />
      </div>
    </section>
  );
}

const footerLink = 'rounded-sm underline-offset-4 hover:text-foreground hover:underline';

function LandingFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 text-sm text-muted-foreground sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="space-y-2">
          <BrandName className="text-foreground" />
          <p>Plan your life in twelves.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-8 gap-y-2 sm:grid-cols-3">
            <li>
              <a href="/privacy" className={footerLink}>
                Privacy
              </a>
            </li>
            <li>
              <a href="/terms" className={footerLink}>
                Terms
              </a>
            </li>
            <li>
              <a href="https://dozenal.org" className={footerLink} rel="noopener noreferrer">
                Dozenal Society
              </a>
            </li>
            <li>
              <a href="https://github.com/twelvefold/twelvefold" className={footerLink} rel="noopener noreferrer">
                Source code on GitHub
              </a>
            </li>
            <li>
              <a href="https://mastodon.social/@twelvefold" className={footerLink} rel="me noopener noreferrer">
                Mastodon
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}

export default function LandingPage() {
  return (
    <div id="top" className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <LandingHeader />
      <main id="main-content" className="flex-1">
        <Hero />
        <Features />
        <WhyBase12 />
        <ConverterSection />
        <FreeTier />
        <Newsletter />
      </main>
      <LandingFooter />
    </div>
  );
}
