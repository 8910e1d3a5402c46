import { describe, expect, it } from 'vitest';
import { fieldsNamed, issuesToErrors, messagesOf } from './form-errors';

describe('fieldsNamed', () => {
  const fieldOf = fieldsNamed(['title', 'id_producto', 'duration'], { fecha_desde: 'duration' });

  it('places a path on its field, a nested or indexed path on the field it starts with', () => {
    expect(fieldOf('title')).toBe('title');
    expect(fieldOf('title.es')).toBe('title');
    expect(fieldOf('0.id_producto')).toBe('id_producto');
    expect(fieldOf('fecha_desde')).toBe('duration');
  });

  it('leaves a path of no field to the form', () => {
    expect(fieldOf('')).toBeNull();
    expect(fieldOf('unknown')).toBeNull();
  });
});

describe('issuesToErrors', () => {
  it('keeps every message of a field in order, and the unplaced ones under root.form', () => {
    const errors = issuesToErrors(
      [
        { path: 'title', message: 'Please input the title' },
        { path: 'title.es', message: 'Too long' },
        { path: 'nowhere', message: 'Refused' },
      ],
      fieldsNamed(['title']),
    );
    expect(messagesOf(errors.title)).toEqual(['Please input the title', 'Too long']);
    expect(messagesOf((errors.root as Record<string, unknown>).form)).toEqual(['Refused']);
  });

  it('nests a dotted field name, as react-hook-form reads it', () => {
    const errors = issuesToErrors(
      [{ path: 'address.city', message: 'Required' }],
      fieldsNamed(['address.city']),
    );
    expect(messagesOf((errors.address as Record<string, unknown>).city)).toEqual(['Required']);
  });

  it('says the same message once', () => {
    const errors = issuesToErrors(
      [
        { path: 'title', message: 'Please input the title' },
        { path: 'title.es', message: 'Please input the title' },
      ],
      fieldsNamed(['title']),
    );
    expect(messagesOf(errors.title)).toEqual(['Please input the title']);
  });
});
