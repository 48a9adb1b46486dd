import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { errorIssues } from './errors';

/**
 * Puts each field an API error names next to that field of the form (an issue's path ends in the field's name).
 * Returns whether something is left for a toast or the form's own message: an error naming no field of the form.
 */
export function showFieldIssues<T extends FieldValues>(setError: UseFormSetError<T>, err: unknown, fields: readonly FieldPath<T>[]): boolean {
  const issues = errorIssues(err);
  let unmatched = issues.length === 0;
  for (const issue of issues) {
    const name = issue.path.split('.').pop();
    const field = fields.find((f) => f === name);
    if (field) setError(field, { message: issue.message });
    else unmatched = true;
  }
  return unmatched;
}
