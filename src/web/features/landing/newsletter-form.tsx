import { useState, type FormEvent } from 'react';
import { Mail } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { loadToaster } from './lazy-toaster';
import { loadNewsletterSchema, NEWSLETTER_FAILURE, NEWSLETTER_SUCCESS, subscribeNewsletter } from './api/subscribe-newsletter';

export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let schema: Awaited<ReturnType<typeof loadNewsletterSchema>>;
    try {
      schema = await loadNewsletterSchema();
    } catch {
      toast({ title: NEWSLETTER_FAILURE.title, description: NEWSLETTER_FAILURE.description });
      return;
    }
    const { NEWSLETTER_EMPTY, NEWSLETTER_INVALID, newsletterSubscribeSchema } = schema;
    const trimmed = email.trim();
    if (!trimmed) {
      setInvalid(true);
      toast({ title: NEWSLETTER_EMPTY.title, description: NEWSLETTER_EMPTY.description });
      return;
    }
    if (!newsletterSubscribeSchema.safeParse({ email: trimmed }).success) {
      setInvalid(true);
      toast({ title: NEWSLETTER_INVALID.title, description: NEWSLETTER_INVALID.description });
      return;
    }
    setInvalid(false);
    setPending(true);
    try {
      const description = await subscribeNewsletter({ email: trimmed });
      setEmail('');
      toast({ title: NEWSLETTER_SUCCESS.title, description });
    } catch {
      toast({ title: NEWSLETTER_FAILURE.title, description: NEWSLETTER_FAILURE.description });
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      onFocus={() => void Promise.all([loadNewsletterSchema(), loadToaster()]).catch(() => undefined)}
      aria-label="Newsletter sign-up"
      className="flex w-full max-w-md flex-col gap-2"
    >
      <Label htmlFor="newsletter-email">Email address</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          aria-invalid={invalid || undefined}
          onChange={(e) => {
            setEmail(e.target.value);
            if (invalid) setInvalid(false);
          }}
        />
        <Button type="submit" disabled={pending} className="shrink-0">
          <Mail aria-hidden="true" />
          Subscribe
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">Your address stays with the administrator of this instance.</p>
    </form>
  );
}
