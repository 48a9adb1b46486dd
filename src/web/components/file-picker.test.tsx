import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { FilePicker } from './file-picker';

describe('FilePicker', () => {
  it('hands over the chosen file, and says what is wrong with it beside the field', async () => {
    const onChoose = vi.fn();
    const { user, rerender } = renderWithApp(<FilePicker label="Calendar file (.ics)" accept=".ics,text/calendar" onChoose={onChoose} />);
    const field = screen.getByLabelText('Calendar file (.ics)');
    expect(field).toHaveAttribute('accept', '.ics,text/calendar');

    const file = new File(['BEGIN:VCALENDAR'], 'plan.ics', { type: 'text/calendar' });
    await user.upload(field, file);
    expect(onChoose).toHaveBeenCalledWith(file);

    rerender(<FilePicker label="Calendar file (.ics)" accept=".ics,text/calendar" onChoose={onChoose} error="Choose a calendar file first." />);
    expect(screen.getByLabelText('Calendar file (.ics)')).toHaveAccessibleDescription('Choose a calendar file first.');
    expect(screen.getByLabelText('Calendar file (.ics)')).toBeInvalid();
  });
});
