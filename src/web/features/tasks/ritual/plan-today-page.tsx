import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { shiftDate, todayIn } from '../../../../shared/dates';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/use-auth';
import { useDailyPlan, useSaveDailyPlan } from '../api/daily-plan';
import { DayStep } from './day-step';
import { LookBackStep } from './look-back-step';
import { OneLineForm } from './one-line-form';
import { PickStep } from './pick-step';
import { PlanStep } from './plan-step';

const STEPS = ['Look back', 'Pick tasks', 'See the day', 'Plan my day', 'Intention'] as const;

/** The step reached today, so the ritual opens where it was left after a reload or a visit elsewhere. */
function useResumedStep(today: string): [number, (step: number) => void] {
  const key = `twelvefold.plan-today.${today}`;
  const [step, setStep] = useState(() => {
    const saved = Number(localStorage.getItem(key));
    return Number.isInteger(saved) && saved > 0 && saved < STEPS.length ? saved : 0;
  });
  useEffect(() => localStorage.setItem(key, String(step)), [key, step]);
  return [step, setStep];
}

function StepFrame({ step, onBack, onNext, children }: { step: number; onBack: () => void; onNext?: () => void; children: ReactNode }) {
  return (
    <Card>
      <CardContent className="space-y-4 p-6">
        <h2 className="text-lg font-semibold">
          Step {step + 1} of {STEPS.length}: {STEPS[step]}
        </h2>
        {children}
        <div className="flex justify-between gap-2">
          <Button variant="outline" disabled={step === 0} onClick={onBack}>
            Back
          </Button>
          {onNext && <Button onClick={onNext}>Next</Button>}
        </div>
      </CardContent>
    </Card>
  );
}

function IntentionStep({ today }: { today: string }) {
  const [, navigate] = useLocation();
  const plan = useDailyPlan(today);
  const save = useSaveDailyPlan(today);
  if (plan.isLoading) return <Skeleton className="h-10 w-full" />;
  return (
    <OneLineForm
      label="Today's intention"
      placeholder="One thing that would make today good"
      initial={plan.data?.intention ?? ''}
      submit="Start the day"
      pending={save.isPending}
      onSave={(intention) =>
        save.mutate(
          { intention },
          {
            onSuccess: () => {
              localStorage.removeItem(`twelvefold.plan-today.${today}`);
              navigate('/');
            },
          },
        )
      }
    />
  );
}

/** The morning ritual: a look back at yesterday, today's picks, the day against its hours, a plan, and one line of intention. */
export default function PlanTodayPage() {
  const { user } = useAuth();
  const today = todayIn(user?.timezone ?? 'UTC');
  const [step, setStep] = useResumedStep(today);
  const next = step < STEPS.length - 1 ? () => setStep(step + 1) : undefined;
  return (
    <div className="space-y-6">
      <PageHeader title="Plan today" description="A few minutes to decide what today is for." />
      <StepFrame step={step} onBack={() => setStep(step - 1)} onNext={next}>
        {step === 0 ? (
          <LookBackStep yesterday={shiftDate(today, -1)} today={today} />
        ) : step === 1 ? (
          <PickStep today={today} />
        ) : step === 2 ? (
          <DayStep today={today} />
        ) : step === 3 ? (
          <PlanStep today={today} />
        ) : (
          <IntentionStep today={today} />
        )}
      </StepFrame>
    </div>
  );
}
