import type { ErpOpinion, ShopConfiguration } from '@cellar/sdk';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { OpinionCard } from './opinion-card';

const opinion: ErpOpinion = {
  id_opinion: 7,
  opinion: 'Un tinto redondo y sabroso, con fruta madura y un final largo. Repetiremos sin duda.',
  titulo: 'Muy bueno',
  nota: 4,
  nombre_usuario: 'Ana',
  estado: 'pend',
  shop: 'uk',
  idioma: 'en',
  grupo: 'ribera 123',
  nombre: 'Ribera',
  zope_id: 'z7',
  fecha: '2026-01-15',
};

const shop = (id: 'cellar' | 'uk', domain: string, host: string) => ({
  id,
  language: id === 'uk' ? ('en' as const) : ('es' as const),
  country: id === 'uk' ? 'uk' : 'es',
  letter: id === 'uk' ? 'U' : 'V',
  domain,
  host,
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('OpinionCard wine link', () => {
  it("shows the group as text until the shops answer, then links it to the shop's configured host", async () => {
    let answer: (value: ShopConfiguration) => void = () => undefined;
    vi.spyOn(apiClient, 'shops').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <OpinionCard opinion={opinion} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('ribera 123').tagName).toBe('SPAN');
    expect(screen.queryByRole('link')).toBeNull();

    answer({
      environment: 'staging',
      shops: [
        shop('cellar', 'cellar-es.example', 'staging.cellar-es.example'),
        shop('uk', 'cellar.co.uk', 'staging.cellar.co.uk'),
      ],
    });
    const link = await screen.findByRole('link', { name: 'ribera 123' });
    expect(link.getAttribute('href')).toBe('https://staging.cellar.co.uk/es/vino/ribera%20123');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
