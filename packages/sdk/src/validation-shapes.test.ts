// The validation package's types that describe something the OpenAPI document also describes agree with it, so a
// rule and the contract cannot drift apart unnoticed (validation may not import the SDK; the SDK checks both).
// These are compile-time checks: `pnpm typecheck` fails on a drift; at run time the test only names them.

import type { components } from '@cellar/contract';
import type {
  CellarEnvironment,
  ErrorReportInput,
  GrantSetting,
  Issue,
  Language,
  LoginInput,
  ShopConfiguration,
  ShopId,
} from '@cellar/validation';
import type {
  BillingAddress,
  FreeShippingRate,
  FreeShippingTariff,
  Offer,
  OfferType,
  Opinion,
  OpinionState,
  UserEdit,
} from '@cellar/validation/commerce';
import { describe, expectTypeOf, it } from 'vitest';
import type { Same } from './component-schema';
import type { ErpBillingAddressInput, ErpUserFields } from './erp-graphql';

type Schemas = components['schemas'];

describe('validation types and the OpenAPI document', () => {
  it('name the same values', () => {
    expectTypeOf<Same<GrantSetting, Schemas['Setting']>>().toEqualTypeOf<true>();
    expectTypeOf<Same<OfferType, Schemas['ErpOfferType']>>().toEqualTypeOf<true>();
    expectTypeOf<Same<OpinionState, Schemas['ErpOpinionState']>>().toEqualTypeOf<true>();
    expectTypeOf<Same<FreeShippingTariff, Schemas['ErpFreeShippingRate']['tarifa']>>().toEqualTypeOf<true>();
    expectTypeOf<Same<ShopId, Schemas['ConfiguredShop']['id']>>().toEqualTypeOf<true>();
    expectTypeOf<Same<Language, Schemas['ConfiguredShop']['language']>>().toEqualTypeOf<true>();
    expectTypeOf<
      Same<CellarEnvironment, Schemas['ShopConfiguration']['environment']>
    >().toEqualTypeOf<true>();
  });

  it('describe the same shapes', () => {
    expectTypeOf<Same<Issue, Schemas['Issue']>>().toEqualTypeOf<true>();
    expectTypeOf<Same<LoginInput, Schemas['LoginRequest']>>().toEqualTypeOf<true>();
    expectTypeOf<Same<ErrorReportInput, Schemas['ErrorReportRequest']>>().toEqualTypeOf<true>();
    expectTypeOf<Same<ShopConfiguration, Schemas['ShopConfiguration']>>().toEqualTypeOf<true>();
  });

  it('answer what the API takes: a rule’s value can be sent as it is', () => {
    expectTypeOf<Offer>().toExtend<Schemas['ErpOfferCreate']>();
    expectTypeOf<FreeShippingRate>().toExtend<Schemas['ErpFreeShippingCreate']>();
    expectTypeOf<Opinion>().toExtend<Schemas['ErpOpinionUpdate']>();
    expectTypeOf<BillingAddress>().toExtend<ErpBillingAddressInput>();
    expectTypeOf<Omit<UserEdit, 'newsletter'>>().toExtend<ErpUserFields>();
  });
});
