import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { urlsConfirmation } from './urls-confirmation';

afterEach(cleanup);

describe('urlsConfirmation', () => {
  it('asks the action on the selected URLs, listing each as group: url', () => {
    const request = urlsConfirmation('Delete', [
      { group: 'alion', url: 'https://rival.example/alion' },
      { group: 'vega', url: 'https://rival.example/vega' },
    ]);
    expect(request).toMatchObject({
      title: 'Delete selected',
      description: 'Delete these URLs?',
      confirmLabel: 'Delete',
    });
    render(<div>{request.details}</div>);
    const items = screen.getAllByRole('listitem');
    expect(screen.getByRole('list', { name: 'URLs' })).toBeTruthy();
    expect(items.map((item) => item.textContent)).toEqual([
      'alion: https://rival.example/alion',
      'vega: https://rival.example/vega',
    ]);
  });
});
