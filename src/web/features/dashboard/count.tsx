import { formatCount } from '../../../shared/dozenal';
import { DozenalText } from '@/components/dozenal-text';

/** A whole-number count in the user's number base. */
export function Count({ value, base }: { value: number; base: 'decimal' | 'dozenal' }) {
  return <DozenalText>{formatCount(value, base)}</DozenalText>;
}
