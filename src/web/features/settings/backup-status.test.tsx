import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, mockApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { BackupStatusPanel, backupSize } from './backup-status';

const fmt = { figure: (value: number) => value.toFixed(1), count: (value: number) => String(value) };

describe('Settings → Your data → Backups', () => {
  it('shows the admin the last backup, when and how large', async () => {
    mockApi({
      'GET /api/auth/user': aUser({ timezone: 'UTC', timeFormat: '24h', admin: true }),
      'GET /api/admin/backup': {
        schedule: '30 3 * * *',
        last: { createdAt: '2026-03-01T03:30:04.000Z', sizeBytes: 2_621_440, fileName: 'twelvefold-2026-03-01T03-30-04.000Z.sql.gz' },
      },
    });
    renderWithApp(<BackupStatusPanel />);
    const panel = await screen.findByTestId('backup-status');
    expect(panel).toHaveTextContent('Last backup:');
    expect(panel).toHaveTextContent('2.5 MB');
    expect(panel).toHaveTextContent('twelvefold-2026-03-01T03-30-04.000Z.sql.gz');
    expect(panel).toHaveTextContent('schedule 30 3 * * *, UTC');
    expect(panel.querySelector('time')).toHaveAttribute('datetime', '2026-03-01T03:30:04.000Z');
  });

  it('says when there is no backup yet and when nightly backups are off', async () => {
    mockApi({ 'GET /api/auth/user': aUser({ admin: true }), 'GET /api/admin/backup': { schedule: null, last: null } });
    renderWithApp(<BackupStatusPanel />);
    expect(await screen.findByText('No backup has been written yet.')).toBeInTheDocument();
    expect(screen.getByTestId('backup-status')).toHaveTextContent('Nightly backups are off on this instance');
  });

  it('shows nothing to an account that is not the admin, and never asks for the backups', async () => {
    const api = mockApi({ 'GET /api/auth/user': aUser({ admin: false }) });
    renderWithApp(<BackupStatusPanel />);
    await waitFor(() => expect(api.to('GET', '/api/auth/user')).toHaveLength(1));
    expect(api.to('GET', '/api/admin/backup')).toHaveLength(0);
    expect(screen.queryByTestId('backup-status')).not.toBeInTheDocument();
  });

  it('counts sizes in steps of 1024', () => {
    expect(backupSize(900, fmt)).toBe('900 bytes');
    expect(backupSize(1536, fmt)).toBe('1.5 KB');
    expect(backupSize(3 * 1024 ** 3, fmt)).toBe('3.0 GB');
  });
});
