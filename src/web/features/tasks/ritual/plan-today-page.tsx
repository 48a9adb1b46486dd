import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { todayIn } from '../../../../shared/dates';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/use-auth';
import { useDailyPlan, useSaveDailyPlan } from '../api/daily-plan';
import { useOpenTasks } from '../api/get-tasks';
import { CalendarStep } from './calendar-step';
import { LeftOverStep } from './left-over-step';
import { OneLineForm } from './one-line-form';
import { PickStep } from './pick-step';
import { PlanStep } from './plan-step';

const STEPS = ['Left from before', "Today's calendar", 'Pick tasks', 'Plan my day', 'Intention'] as const;

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
      onSave={(intention) => save.mutate({ intention }, { onSuccess: () => navigate('/') })}
    />
  );
}

/** The morning ritual: what is left over, today's calendar, which tasks, a plan, and one line of intention. */
export default function PlanTodayPage() {
  const { user } = useAuth();
  const today = todayIn(user?.timezone ?? 'UTC');
  const tasks = useOpenTasks();
  const [step, setStep] = useState(0);
  const [kept, setKept] = useState(() => new Set<string>());
  const next = step < STEPS.length - 1 ? () => setStep(step + 1) : undefined;
  const open = tasks.data ?? [];
  return (
    <div className="space-y-6">
      <PageHeader title="Plan today" description="A few minutes to decide what today is for." />
      <StepFrame step={step} onBack={() => setStep(step - 1)} onNext={next}>
        {tasks.isLoading && step !== 1 && step !== 4 ? (
          <Skeleton className="h-16 w-full" />
        ) : step === 0 ? (
          <LeftOverStep tasks={open} today={today} kept={kept} onKeep={(id) => setKept(new Set(kept).add(id))} />
        ) : step === 1 ? (
          <CalendarStep today={today} />
        ) : step === 2 ? (
          <PickStep tasks={open} today={today} />
        ) : step === 3 ? (
          <PlanStep today={today} />
        ) : (
          <IntentionStep today={today} />
        )}
      </StepFrame>
    </div>
  );
}
