import type { Control } from 'react-hook-form';
import type { ProfileFormValues } from '../../../shared/schemas/account';
import { PLAN_STEP_MINUTES } from '../../../shared/plan-day';
import { TextField } from '@/components/text-field';

/** The workday's start and end on the profile form: the hours "Plan my day" fills. */
export function WorkdayFields({ control }: { control: Control<ProfileFormValues> }) {
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-medium">Workday</legend>
      <TextField control={control} name="workdayStart" label="Workday starts" type="time" step={PLAN_STEP_MINUTES * 60} />
      <TextField
        control={control}
        name="workdayEnd"
        label="Workday ends"
        type="time"
        step={PLAN_STEP_MINUTES * 60}
        description={`Plan my day fills these hours. Times go in ${PLAN_STEP_MINUTES}-minute steps.`}
      />
    </fieldset>
  );
}
