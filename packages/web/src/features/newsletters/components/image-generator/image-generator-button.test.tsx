import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { ImageGeneratorButton } from './image-generator-button';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const renderButton = (disabled?: boolean) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ImageGeneratorButton
        newsletterPath="/newsletters/7_01_27_rebajas-enero/"
        upload={async () => ({ path: 'x.png' })}
        disabled={disabled}
      />
    </QueryClientProvider>,
  );

describe('ImageGeneratorButton', () => {
  it('loads and opens the dialog only when pressed', { timeout: 20_000 }, async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    renderButton();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Image generator' }));
    // The dialog's module is imported on the first press: vitest transforms it then, seconds on a loaded machine.
    expect(await screen.findByRole('dialog', { name: 'Image generator' }, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cannot be pressed when uploading is not allowed', () => {
    renderButton(true);
    expect((screen.getByRole('button', { name: 'Image generator' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
