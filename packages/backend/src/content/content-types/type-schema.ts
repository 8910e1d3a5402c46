import { LANGUAGES } from '@cellar/validation';
import { getBehavior } from './registry';
import type { ContentTypeDef, FieldDef } from './types';

/** JSON schema of one field or of a whole type (the OpenAPI `TypeSchema`). */
export interface JsonSchema {
  type: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  title?: string;
  description?: string;
  format?: 'date' | 'date-time';
  enum?: readonly (string | number)[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  readOnly?: boolean;
  /** How the generic Edit form shows the field: textarea, richtext, i18n, file. */
  widget?: 'textarea' | 'richtext' | 'i18n' | 'file';
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  required?: string[];
}

export interface TypeSchema extends JsonSchema {
  title: string;
  type: 'object';
  properties: Record<string, JsonSchema>;
  required: string[];
}

function fieldSchema(def: FieldDef): JsonSchema {
  const common: Partial<JsonSchema> = { title: def.title };
  if (def.description !== undefined) common.description = def.description;
  if (def.default !== undefined) common.default = def.default;
  if (def.readonly || def.derive !== undefined || def.kind === 'file') common.readOnly = true;
  const text = def.maxLength === undefined ? {} : { maxLength: def.maxLength };
  const range = {
    ...(def.minimum === undefined ? {} : { minimum: def.minimum }),
    ...(def.maximum === undefined ? {} : { maximum: def.maximum }),
  };
  switch (def.kind) {
    case 'string':
      return { type: 'string', ...common, ...text };
    case 'text':
      return { type: 'string', ...common, ...text, widget: 'textarea' };
    case 'richtext':
      return { type: 'string', ...common, ...text, widget: 'richtext' };
    case 'integer':
    case 'number':
      return {
        type: def.kind,
        ...common,
        ...range,
        ...(def.options === undefined ? {} : { enum: def.options.map(Number) }),
      };
    case 'boolean':
      return { type: 'boolean', ...common };
    case 'date':
      return { type: 'string', format: 'date', ...common };
    case 'datetime':
      return { type: 'string', format: 'date-time', ...common };
    case 'choice':
      return { type: 'string', ...common, enum: def.options ?? [] };
    case 'list':
      return {
        type: 'array',
        ...common,
        ...(def.items === undefined ? {} : { items: fieldSchema(def.items) }),
      };
    case 'i18n':
      return {
        type: 'object',
        ...common,
        widget: 'i18n',
        properties: Object.fromEntries(LANGUAGES.map((language) => [language, { type: 'string', ...text }])),
        additionalProperties: false,
      };
    case 'object':
      if (def.values !== undefined)
        return { type: 'object', ...common, additionalProperties: fieldSchema(def.values) };
      if (def.fields !== undefined) return { type: 'object', ...common, ...fieldsSchema(def.fields) };
      return { type: 'object', ...common, additionalProperties: true };
    case 'file':
      return { type: 'object', ...common, widget: 'file' };
  }
}

function fieldsSchema(fields: Readonly<Record<string, FieldDef>>): {
  properties: Record<string, JsonSchema>;
  required: string[];
  additionalProperties: false;
} {
  return {
    properties: Object.fromEntries(Object.entries(fields).map(([name, def]) => [name, fieldSchema(def)])),
    required: Object.entries(fields)
      .filter(([, def]) => def.required)
      .map(([name]) => name),
    additionalProperties: false,
  };
}

/**
 * The JSON schema `@types/{type}` answers (Guillotina style): the type's fields as `properties`, each static
 * behaviour as an object property under its dotted name, and the required fields.
 */
export function typeSchema(def: ContentTypeDef): TypeSchema {
  const own = fieldsSchema(def.fields);
  const properties: Record<string, JsonSchema> = { ...own.properties };
  for (const name of def.behaviors) {
    const behavior = getBehavior(name);
    if (behavior !== undefined)
      properties[name] = { type: 'object', title: behavior.title, ...fieldsSchema(behavior.fields) };
  }
  return { title: def.title, type: 'object', properties, required: own.required };
}
