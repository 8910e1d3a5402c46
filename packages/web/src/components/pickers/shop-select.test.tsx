import type { ShopConfiguration } from '@cellar/sdk';
import { SHOP_IDS } from '@cellar/validation';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { ShopSelect } from './shop-select';

const CONFIGURATION: ShopConfiguration = {
  environment: 'staging',
  shops: [
    {
      id: 'cellar',
      language: 'es',
      country: 'es',
      letter: 'V',
      domain: 'cellar.es',
      host: 'staging.cellar.es',
    },
    {
      id: 'uk',
      language: 'en',
      country: 'uk',
      letter: 'U',
      domain: 'cellar.co.uk',
      host: 'staging.cellar.co.uk',
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const optionLabels = () =>
  Array.from((screen.getByLabelText('Shop') as HTMLSelectElement).options).map((option) => option.text);

describe('ShopSelect', () => {
  it('offers the shop ids until the configuration answers, then the configured shops with their domains', async () => {
    let answer: (value: ShopConfiguration) => void = () => undefined;
    vi.spyOn(apiClient, 'shops').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const onValueChange = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ShopSelect value="uk" placeholder="All shops" onValueChange={onValueChange} />
      </QueryClientProvider>,
    );
    expect(optionLabels()).toEqual(['All shops', ...SHOP_IDS]);
    expect((screen.getByLabelText('Shop') as HTMLSelectElement).value).toBe('uk');

    answer(CONFIGURATION);
    await screen.findByRole('option', { name: 'uk (cellar.co.uk)' });
    expect(optionLabels()).toEqual(['All shops', 'cellar (cellar.es)', 'uk (cellar.co.uk)']);
    fireEvent.change(screen.getByLabelText('Shop'), { target: { value: 'cellar' } });
    expect(onValueChange).toHaveBeenLastCalledWith('cellar');
    fireEvent.change(screen.getByLabelText('Shop'), { target: { value: '' } });
    expect(onValueChange).toHaveBeenLastCalledWith('');
  });

  it('leaves out the shops a screen excludes', () => {
    vi.spyOn(apiClient, 'shops').mockReturnValue(new Promise(() => undefined));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ShopSelect value="" onValueChange={() => undefined} exclude={['uk', 'italvinus']} />
      </QueryClientProvider>,
    );
    expect(optionLabels()).toEqual(SHOP_IDS.filter((id) => id !== 'uk' && id !== 'italvinus'));
  });
});
