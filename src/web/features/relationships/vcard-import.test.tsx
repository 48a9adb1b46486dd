import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VcardImportSummary } from '../../../shared/schemas/relationships';
import { mockApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { VcardImport } from './vcard-import';

const SUMMARY: VcardImportSummary = {
  imported: 3,
  skipped: 250,
  skippedCards: [
    { card: 2, name: 'Ada Lovelace', reason: 'A person with this name is already in your relationships' },
    { card: 4, name: null, reason: 'The card has no name (FN or N)' },
  ],
};

describe('importing contacts from a vCard file', () => {
  it('says how many were imported and skipped, lists the skipped cards it was sent and how many there are in all', async () => {
    mockApi({ 'POST /api/relationships/import': new Response(JSON.stringify(SUMMARY), { status: 200, headers: { 'content-type': 'application/json' } }) });
    const { user } = renderWithApp(<VcardImport />);
    await user.upload(screen.getByLabelText('Contacts file (.vcf)'), new File(['BEGIN:VCARD\r\nFN:Ada\r\nEND:VCARD\r\n'], 'contacts.vcf'));
    expect(await screen.findByText('Imported 3 people, skipped 250')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Skipped contacts' })).toHaveTextContent('Card 4: The card has no name (FN or N)');
    expect(screen.getByText('Showing the first 2 of 250 skipped contacts.')).toBeInTheDocument();
  });
});
