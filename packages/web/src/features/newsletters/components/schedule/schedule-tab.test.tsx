import type { Resource } from '@cellar/sdk';
import { PERMISSIONS } from '@cellar/validation';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { ScheduleTab } from './schedule-tab';

const PATH = '/newsletters/10_12_26_packs-navidad/';
const newsletter = {
  '@id': `http://localhost/db/guillotina${PATH}`,
  '@type': 'Newsletter',
  '@name': '10_12_26_packs-navidad',
  '@uid': 'n',
  is_folderish: false,
  creation_date: '2026-01-01T00:00:00+01:00',
  modification_date: '2026-01-01T00:00:00+01:00',
  title: 'Packs de Navidad',
  subject: { es: 'Packs' },
  status: 'draft',
  contenido: [{ id: 's1', id_tipo: 'h1', text: { es: 'Hola' } }],
  sendto: { langs: ['es'], frequency: 1000 },
} as unknown as Resource;

let patch: { mock: { calls: unknown[][] } };
beforeEach(() => {
  patch = vi.spyOn(apiClient.content, 'patch').mockResolvedValue(undefined as never);
  vi.spyOn(apiClient.content, 'get').mockResolvedValue(newsletter);
  vi.spyOn(apiClient.newsletters, 'audienceCount').mockResolvedValue({ total: 1234, source: 'filters' });
  vi.spyOn(apiClient.newsletters, 'colectivos').mockResolvedValue([{ id: '1', name: 'Sumilleres' }]);
  vi.spyOn(apiClient.content, 'fieldConstants').mockResolvedValue({
    provincias: [{ id_provincia: '28', nombre: 'Madrid' }],
    paises: [],
  } as never);
  vi.spyOn(apiClient.content, 'zonas').mockResolvedValue({
    zonas: [{ type: 'region', path: '/zonas/espana/rioja', name: 'Rioja' }],
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const show = (permissions: Record<string, boolean>) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ScheduleTab object={newsletter} path={PATH} permissions={permissions} readOnly={false} menu={null} />
    </QueryClientProvider>,
  );

describe('ScheduleTab', () => {
  it('saves changes made together in one PATCH of only sendto and the four dates, once they settle', async () => {
    show({ [PERMISSIONS.ModifyContent]: true });
    await screen.findByText('Audience: 1234 recipients, from the filters');
    const group = await screen.findByRole('checkbox', { name: 'Sumilleres' });
    fireEvent.click(group);
    fireEvent.click(screen.getByRole('checkbox', { name: 'it' }));
    expect(patch).not.toHaveBeenCalled();
    await waitFor(() => expect(patch).toHaveBeenCalledTimes(1));
    expect(patch).toHaveBeenCalledWith(PATH, {
      sendto: { langs: ['es', 'it'], colectivos_id: ['1'], frequency: 1000 },
      schedule_at: null,
      finish_at: null,
      schedule_at_b: null,
      finish_at_b: null,
    });
    await screen.findByText('Saved');
  });

  it('refuses a B finish before its start without saving, the message under the field', async () => {
    show({ [PERMISSIONS.ModifyContent]: true });
    await screen.findByRole('checkbox', { name: 'Sumilleres' });
    fireEvent.change(screen.getByLabelText('Scheduled at (B)'), { target: { value: '2026-12-18T10:00' } });
    fireEvent.change(screen.getByLabelText('Finish at (B)'), { target: { value: '2026-12-18T09:00' } });
    expect(
      (await screen.findAllByText('The end date must be greater than the start date.')).length,
    ).toBeGreaterThan(0);
    expect(patch).not.toHaveBeenCalled();
  });

  it('is read-only without ModifyContent', async () => {
    show({ [PERMISSIONS.ModifyContent]: false });
    await screen.findByText('Read only: you cannot change the audience or the dates.');
    expect((await screen.findByRole('checkbox', { name: 'Sumilleres' })).matches(':disabled')).toBe(true);
    expect(screen.getByLabelText('Emails list (.txt, one email per line)')).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Delete emails filter' })).toBeNull();
  });
});
