import { describe, expect, it } from 'vitest';
import { fieldKindOf, schemaFields } from './schema-fields';

const lang = { type: 'string' };
const i18n = { type: 'object', properties: { es: lang, it: lang, fr: lang, de: lang, en: lang } };

describe('fields of a @types schema', () => {
  it.each([
    [{ type: 'string' }, 'string'],
    [{ type: 'string', widget: 'textarea' }, 'text'],
    [{ type: 'string', widget: 'richtext' }, 'richtext'],
    [{ type: 'string', format: 'date' }, 'date'],
    [{ type: 'string', format: 'date-time' }, 'datetime'],
    [{ type: 'string', enum: ['a'] }, 'choice'],
    [{ type: 'integer' }, 'integer'],
    [{ type: 'number' }, 'number'],
    [{ type: 'boolean' }, 'boolean'],
    [{ type: ['string', 'null'] }, 'string'],
    [i18n, 'i18n'],
    [{ type: 'object' }, 'json'],
    [{ type: 'array', items: { type: 'string' } }, 'json'],
    [{ type: 'object', 'x-kind': 'file' }, 'file'],
    [{ type: 'object', kind: 'i18n' }, 'i18n'],
    [{ type: 'array', kind: 'list' }, 'json'],
  ])('%j is edited as %s', (property, kind) => {
    expect(fieldKindOf(property)).toBe(kind);
  });

  it('leaves out behaviours and the Guillotina fields, keeps titles, options and required', () => {
    expect(
      schemaFields({
        required: ['nombre'],
        properties: {
          nombre: { type: 'string', title: 'Nombre' },
          tipo: { type: 'string', enum: ['do', 'pais'] },
          'api.behaviors.seo.ISeoBehavior': { type: 'object' },
          modification_date: { type: 'string', format: 'date-time' },
        },
      }),
    ).toEqual([
      { name: 'nombre', kind: 'string', title: 'Nombre', required: true, readonly: false },
      {
        name: 'tipo',
        kind: 'choice',
        title: 'tipo',
        required: false,
        readonly: false,
        options: ['do', 'pais'],
      },
    ]);
  });
});
