import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreloadScreenProvider } from '@/lib/use-preload-on-intent';
import { PreloadLink } from './preload-link';

afterEach(cleanup);

function renderLink(to: string, preload = vi.fn()) {
  const view = render(
    <MemoryRouter>
      <PreloadScreenProvider preload={preload}>
        <PreloadLink to={to}>Vega Sicilia</PreloadLink>
      </PreloadScreenProvider>
    </MemoryRouter>,
  );
  return { preload, link: screen.getByRole('link', { name: 'Vega Sicilia' }), rerender: view.rerender };
}

describe('PreloadLink', () => {
  it('preloads the screen of its href on hover, once however often the pointer comes back', () => {
    const { preload, link } = renderLink('/?path=/bodegas/vega-sicilia/');
    expect(preload).not.toHaveBeenCalled();
    fireEvent.mouseEnter(link);
    fireEvent.mouseLeave(link);
    fireEvent.mouseEnter(link);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledWith('/?path=/bodegas/vega-sicilia/');
  });

  it('preloads on keyboard focus too, and not again on the hover that follows', () => {
    const { preload, link } = renderLink('/orders/delays');
    fireEvent.focus(link);
    fireEvent.mouseEnter(link);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledWith('/orders/delays');
  });

  it('preloads the new screen when the same link comes to point elsewhere', () => {
    const preload = vi.fn();
    const { link, rerender } = renderLink('/?path=/bodegas/a/', preload);
    fireEvent.mouseEnter(link);
    rerender(
      <MemoryRouter>
        <PreloadScreenProvider preload={preload}>
          <PreloadLink to="/?path=/bodegas/b/">Vega Sicilia</PreloadLink>
        </PreloadScreenProvider>
      </MemoryRouter>,
    );
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Vega Sicilia' }));
    expect(preload.mock.calls).toEqual([['/?path=/bodegas/a/'], ['/?path=/bodegas/b/']]);
  });

  it('is a plain link without a preloader', () => {
    render(
      <MemoryRouter>
        <PreloadLink to="/?path=/bodegas/">Wineries</PreloadLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Wineries' });
    expect(() => fireEvent.mouseEnter(link)).not.toThrow();
    expect(link.getAttribute('href')).toBe('/?path=/bodegas/');
  });
});
