import { z } from 'zod';
import { isValid, parseISO, format } from 'date-fns';

export const idSchema = z.uuid({ error: 'Must be a valid id' });
export const idParamsSchema = z.object({ id: idSchema });

export const isoDateSchema = z
  .string({ error: 'Date is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Date must be yyyy-MM-dd' })
  .refine((value) => {
    const parsed = parseISO(value);
    return isValid(parsed) && format(parsed, 'yyyy-MM-dd') === value;
  }, { error: 'Date must be a real calendar date' });

export const errorBodySchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const okSchema = z.object({ ok: z.literal(true) });
