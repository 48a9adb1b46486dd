import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HealthImportSummary } from '../../../shared/schemas/health-import';
import type * as Api from '@/lib/api';
import { aUser, mockApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { AppleHealthImport } from './apple-health-import';

const upload = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api', async (original) => ({ ...(await original<typeof Api>()), apiUpload: upload }));

describe('Settings → Apple Health', () => {
  it('reports what the export filled and lists the values it left out, never stored nor clamped', async () => {
    mockApi({ 'GET /api/auth/user': aUser() });
    const summary: HealthImportSummary = {
      metrics: [{ metric: 'weight', from: '2026-01-01', to: '2026-01-31', days: 31, filled: 30, kept: 0 }],
      rejected: [{ date: '2026-01-15', metric: 'weight', value: 3306.9, message: '2026-01-15: Weight must be from 0 to 1,400 lbs, not 3,306.9' }],
    };
    upload.mockResolvedValue(new Response(JSON.stringify(summary), { status: 200, headers: { 'content-type': 'application/json' } }));
    const { user } = renderWithApp(<AppleHealthImport />);
    await user.upload(screen.getByLabelText('Health export'), new File(['<HealthData/>'], 'export.xml', { type: 'application/xml' }));
    await user.click(screen.getByRole('button', { name: 'Import Health data' }));

    expect(await screen.findByRole('list', { name: 'Imported Health data' })).toHaveTextContent(/Weight: 30 days filled/);
    expect(screen.getByText('1 value left out, as no day can hold it:')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Values left out' })).toHaveTextContent(summary.rejected[0].message);
    expect(upload).toHaveBeenCalledWith(
      '/api/health-metrics/import/apple-health',
      expect.any(File),
      expect.objectContaining({ contentType: 'application/xml' }),
    );
  });
});
