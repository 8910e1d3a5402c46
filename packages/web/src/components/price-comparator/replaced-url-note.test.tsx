import { catalogueMessages } from '@cellar/validation/catalogue';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReplacedUrlNote } from './replaced-url-note';

afterEach(cleanup);

describe('ReplacedUrlNote', () => {
  it('says which URL adding replaces, and nothing when the group has none', () => {
    const { rerender } = render(<ReplacedUrlNote url="https://rival.example/vega" />);
    expect(screen.getByRole('status').textContent).toBe(
      catalogueMessages.priceComparator.replacesUrl('https://rival.example/vega'),
    );
    rerender(<ReplacedUrlNote url={undefined} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
