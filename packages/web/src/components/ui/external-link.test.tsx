import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExternalLink } from './external-link';

afterEach(cleanup);

describe('ExternalLink', () => {
  it('opens its address in a new tab, without the opener, in the link style', () => {
    render(<ExternalLink href="/administracion/productos/PK1?tienda=fr">France</ExternalLink>);
    const link = screen.getByRole('link', { name: 'France' });
    expect(link.getAttribute('href')).toBe('/administracion/productos/PK1?tienda=fr');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.className).toContain('text-sky-700 underline');
  });

  it('adds a class to the link style rather than replacing it', () => {
    render(
      <ExternalLink href="https://shop.example/" className="break-all">
        https://shop.example/
      </ExternalLink>,
    );
    const { className } = screen.getByRole('link');
    expect(className).toContain('text-sky-700 underline');
    expect(className).toContain('break-all');
  });
});
