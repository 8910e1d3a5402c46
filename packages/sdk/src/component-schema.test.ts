// Proof that a schema drifting from its OpenAPI component fails `pnpm typecheck`: each `@ts-expect-error`
// below marks a drift the compiler must refuse; were one let through, its directive would go unused and tsc
// would fail on that instead.

import type { components } from '@cellar/contract';
import { erpFreeShippingRateRecord, erpOfferRecord } from '@cellar/validation/commerce';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { componentSchema, type Same } from './component-schema';

type Lock = components['schemas']['Lock'];

const lockShape = {
  modification_date: z.string(),
  locked_by: z.string(),
  since: z.string().optional(),
  expires: z.string(),
};
const { since: _since, ...lockWithoutSince } = lockShape;

const bottleShape = {
  id_producto: z.string(),
  grupo: z.string(),
  nombre: z.string(),
  anyada: z.number().int().nullable(),
};
const bottle = { id_producto: 'VS-2010', grupo: 'VS', nombre: 'Único', anyada: 2010 };

const productsPageShape = {
  total_productos: z.number().int(),
  productos: z.array(
    z.object({
      id_producto_proveedor: z.string(),
      nombre: z.string(),
      familia_producto: z.string(),
      anyada: z.number().int().nullable(),
      capacidad: z.string(),
      graduacion: z.number().nullable(),
      pvp_proveedor: z.number(),
      stock: z.number().int(),
    }),
  ),
  botellas: z.array(z.object(bottleShape)),
};

const drifts = {
  withoutOptional: z.object(lockWithoutSince),
  requiredForOptional: z.object({ ...lockShape, since: z.string() }),
  extraField: z.object({ ...lockShape, holder: z.string() }),
  otherType: z.object({ ...lockShape, expires: z.number() }),
  extraFieldsAllowed: z.looseObject(lockShape),
  nullableForNumber: z.object({ id: z.number().int().nullable() }),
  plainForNullable: z.object({ ...bottleShape, anyada: z.number().int() }),
  widerEnum: z.enum(['pend', 'npub', 'publ', 'gone']),
  nestedDrift: z.object({
    ...productsPageShape,
    botellas: z.array(z.object({ ...bottleShape, anyada: z.number().int() })),
  }),
};

describe('componentSchema', () => {
  it('answers the schema it is given when it matches its component', () => {
    const schema = z.object(lockShape);
    expect(componentSchema('Lock', schema)).toBe(schema);
    expect(componentSchema('ErpMarketplaceBottle', z.object(bottleShape)).parse(bottle)).toEqual(bottle);
    expect(componentSchema('ErpSupplierProductsPage', z.object(productsPageShape))).toBeDefined();
  });

  it('refuses, at compile time, a schema that drifts from its component', () => {
    // @ts-expect-error an optional field of the document that the schema forgets (zod would strip it)
    componentSchema('Lock', drifts.withoutOptional);
    // @ts-expect-error a field the schema requires where the document makes it optional
    componentSchema('Lock', drifts.requiredForOptional);
    // @ts-expect-error a field the document does not have
    componentSchema('Lock', drifts.extraField);
    // @ts-expect-error a field of another type
    componentSchema('Lock', drifts.otherType);
    // @ts-expect-error any other field let through where the document lists them all
    componentSchema('Lock', drifts.extraFieldsAllowed);
    // @ts-expect-error null accepted where the document says a number
    componentSchema('ErpDeleted', drifts.nullableForNumber);
    // @ts-expect-error a nullable field of the document that the schema makes plain
    componentSchema('ErpMarketplaceBottle', drifts.plainForNullable);
    // @ts-expect-error an enum value the document does not list
    componentSchema('ErpOpinionState', drifts.widerEnum);
    // @ts-expect-error a drift one level down, in the items of an array
    componentSchema('ErpSupplierProductsPage', drifts.nestedDrift);
    // @ts-expect-error a validation record without the id the API answers
    componentSchema('ErpOffer', erpOfferRecord.omit({ id: true }));
    // @ts-expect-error a record whose enum field is widened to any text (a rate's tarifa)
    componentSchema('ErpFreeShippingRate', erpFreeShippingRateRecord.extend({ tarifa: z.string() }));
  });

  it('catches what `satisfies z.ZodType<T>` lets through', () => {
    // One-way: a schema that forgets an optional field still satisfies the component's type...
    const forgetful = drifts.withoutOptional satisfies z.ZodType<Lock>;
    // ...but it is not the same shape.
    expectTypeOf<Same<z.output<typeof forgetful>, Lock>>().toEqualTypeOf<false>();
    expectTypeOf<Same<z.output<z.ZodObject<typeof lockShape>>, Lock>>().toEqualTypeOf<true>();
  });
});
