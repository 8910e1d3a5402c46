import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColumnChoice } from './column-choice';

afterEach(cleanup);

const NEEDS = [
  { key: 'cod_order', label: 'Order code' },
  { key: 'cost', label: 'Cost' },
] as const;
const COLUMNS = ['Expedicion', 'Referencia', 'Importe'];

describe('ColumnChoice', () => {
  it("preselects the company's last choice and sends it", () => {
    const onSubmit = vi.fn();
    render(
      <ColumnChoice
        columns={COLUMNS}
        needs={NEEDS}
        initial={{ cod_order: 'Referencia', cost: 'Importe' }}
        busy={false}
        onSubmit={onSubmit}
      />,
    );
    expect((screen.getByLabelText('Order code column') as HTMLSelectElement).value).toBe('Referencia');
    fireEvent.click(screen.getByRole('button', { name: 'Get data' }));
    expect(onSubmit).toHaveBeenCalledWith({ cod_order: 'Referencia', cost: 'Importe' });
  });

  it('leaves a remembered column the file lacks unchosen, and waits for every choice', () => {
    const onSubmit = vi.fn();
    render(
      <ColumnChoice
        columns={COLUMNS}
        needs={NEEDS}
        initial={{ cod_order: 'Referencia', cost: 'Coste' }}
        busy={false}
        onSubmit={onSubmit}
      />,
    );
    expect((screen.getByLabelText('Cost column') as HTMLSelectElement).value).toBe('');
    expect((screen.getByRole('button', { name: 'Get data' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Cost column'), { target: { value: 'Importe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get data' }));
    expect(onSubmit).toHaveBeenCalledWith({ cod_order: 'Referencia', cost: 'Importe' });
  });
});
