import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HealthCsvResult } from '../../../shared/schemas/health-import';
import { aUser, apiError, mockApi, type SentRequest } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { HealthCsvImport } from './health-csv-import';

const CSV = 'Date,Steps,Weight (kg),Mood note\n2026-03-01,8400,72.4,fine\n2026-03-02,9100,,tired\n';

const preview: HealthCsvResult = {
  preview: true,
  columns: [
    { header: 'Date', metric: 'date' },
    { header: 'Steps', metric: 'steps' },
    { header: 'Weight (kg)', metric: 'weight' },
    { header: 'Mood note', metric: null },
  ],
  rowCount: 2,
  dayCount: 2,
  rows: [
    { row: 2, date: '2026-03-01', values: { steps: 8400, weight: 159.6 } },
    { row: 3, date: '2026-03-02', values: { steps: 9100 } },
  ],
  errors: [],
  errorCount: 0,
  skippedRows: 0,
  notes: [],
  summary: null,
};

const applied: HealthCsvResult = {
  ...preview,
  preview: false,
  summary: { metrics: [{ metric: 'steps', days: 2, filled: 2, kept: 0, from: '2026-03-01', to: '2026-03-02' }], rejected: [] },
};

function csvApi(answer: (request: SentRequest) => HealthCsvResult | Response) {
  return mockApi({ 'GET /api/auth/user': aUser({ weightUnit: 'kg' }), 'POST /api/health-metrics/import/csv': answer });
}

async function choose(user: ReturnType<typeof renderWithApp>['user'], text = CSV) {
  await user.upload(screen.getByLabelText('Health CSV'), new File([text], 'health.csv', { type: 'text/csv' }));
}

describe('Settings → Health from a CSV', () => {
  it('previews the file’s first rows in the user’s units before anything is saved, and names the ignored columns', async () => {
    const api = csvApi(({ query }) => (query.get('preview') === 'true' ? preview : applied));
    const { user } = renderWithApp(<HealthCsvImport />);
    await choose(user);

    const table = await screen.findByRole('table', { name: /Preview: 2 days/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Row', 'Date', 'Weight (kg)', 'Steps']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent(/72\.4/);
    expect(second).toHaveTextContent('–');
    expect(screen.getByText('Not imported (not one of the twelve metrics): Mood note')).toBeInTheDocument();

    const [sent] = api.to('POST', '/api/health-metrics/import/csv');
    expect(sent.query.get('preview')).toBe('true');
    expect(sent.contentType).toBe('text/csv');
    expect(sent.body).toBe(CSV);
  });

  it('applies the previewed file on request and reports what it filled', async () => {
    const api = csvApi(({ query }) => (query.get('preview') === 'true' ? preview : applied));
    const { user } = renderWithApp(<HealthCsvImport />);
    await choose(user);
    await user.click(await screen.findByRole('button', { name: 'Apply import' }));

    expect(await screen.findByText('Health data imported')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Imported CSV data' })).toHaveTextContent(/Steps: 2 days filled, 0 kept as you recorded them/);
    expect(api.to('POST', '/api/health-metrics/import/csv').map((r) => r.query.get('preview'))).toEqual(['true', 'false']);
  });

  it('lists the file’s problems and does not offer to apply it', async () => {
    csvApi(() => ({ ...preview, errors: [{ row: 3, column: 'Steps', message: 'Steps must be at most 200000' }], errorCount: 1 }));
    const { user } = renderWithApp(<HealthCsvImport />);
    await choose(user);
    const problems = await screen.findByRole('list', { name: 'Problems in the CSV' });
    expect(problems).toHaveTextContent('Row 3, Steps: Steps must be at most 200000');
    expect(screen.getByRole('button', { name: 'Apply import' })).toBeDisabled();
  });

  it('says how many days and problems a large file has beyond those shown', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => ({ row: i + 2, date: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`, values: { steps: 1000 + i } }));
    const errors = Array.from({ length: 100 }, (_, i) => ({ row: i + 60, column: 'Steps', message: 'Steps: “x” is not a number' }));
    csvApi(() => ({ ...preview, rowCount: 24_690, dayCount: 12_345, rows, errors, errorCount: 12_345, skippedRows: 12_345 }));
    const { user } = renderWithApp(<HealthCsvImport />);
    await choose(user);
    expect(await screen.findByRole('table', { name: 'Preview: the first 50 of 12,345 days' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Problems in the CSV' })).getAllByRole('listitem')).toHaveLength(100);
    expect(screen.getByText('12,345 problems in the file: fix them and choose the file again, or import the good rows and skip these.')).toBeInTheDocument();
    expect(screen.getByText('Showing the first 100 of 12,345 problems.')).toBeInTheDocument();
  });

  it('shows the server’s reason for a file it refuses', async () => {
    csvApi(() => apiError(400, 'The file has no Date column'));
    const { user } = renderWithApp(<HealthCsvImport />);
    await choose(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('The file has no Date column');
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
  });

  it('offers to import the good rows and skip the bad ones, then reports the skipped rows and how the file was read', async () => {
    const problem = { row: 3, column: 'Steps', message: 'Steps must be from 0 to 200,000 steps' };
    const notes = ['Several weigh-ins on 2026-03-01: the day keeps the last one'];
    const withProblem: HealthCsvResult = { ...preview, rows: [preview.rows[0]], dayCount: 1, errors: [problem], errorCount: 1, skippedRows: 1, notes };
    const api = csvApi(({ query }) =>
      query.get('preview') === 'true'
        ? withProblem
        : {
            ...withProblem,
            preview: false,
            summary: { metrics: [{ metric: 'steps', days: 1, filled: 1, kept: 0, from: '2026-03-01', to: '2026-03-01' }], rejected: [] },
          },
    );
    const { user } = renderWithApp(<HealthCsvImport />);
    await choose(user);

    expect(await screen.findByRole('list', { name: 'How the file was read' })).toHaveTextContent(notes[0]);
    expect(screen.getByRole('button', { name: 'Apply import' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Import the 1 good row, skip 1' }));

    expect(await screen.findByRole('list', { name: 'Imported CSV data' })).toHaveTextContent(/Steps: 1 day filled/);
    expect(screen.getByRole('list', { name: 'Rows skipped' })).toHaveTextContent('Row 3, Steps: Steps must be from 0 to 200,000 steps');
    expect(screen.getByRole('list', { name: 'How the file was read' })).toHaveTextContent(notes[0]);
    const sent = api.to('POST', '/api/health-metrics/import/csv');
    expect(sent.map((r) => [r.query.get('preview'), r.query.get('invalidRows')])).toEqual([
      ['true', 'refuse'],
      ['false', 'skip'],
    ]);
  });

  it('lists the values an import left out because no day can hold them', async () => {
    const rejected = [{ date: '2026-03-02', metric: 'steps', value: 250_000, message: '2026-03-02: Steps must be from 0 to 200,000 steps, not 250,000' }];
    csvApi(({ query }) => (query.get('preview') === 'true' ? preview : { ...applied, summary: { ...applied.summary!, rejected } }));
    const { user } = renderWithApp(<HealthCsvImport />);
    await choose(user);
    await user.click(await screen.findByRole('button', { name: 'Apply import' }));
    expect(await screen.findByRole('list', { name: 'Values left out' })).toHaveTextContent(rejected[0].message);
  });
});
