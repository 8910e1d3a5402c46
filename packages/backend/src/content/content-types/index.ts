export { CONTENT_REVIEW_BEHAVIOR } from './content-review-behavior';
export { behaviors, contentTypes, getBehavior, getContentType } from './registry';
export { SEO_BEHAVIOR } from './seo-behavior';
export type { TypeSchema } from './type-schema';
export { typeSchema } from './type-schema';
export type {
  BehaviorDef,
  ContentTypeDef,
  FieldDef,
  FieldKind,
  ValidationContext,
} from './types';
export type { ValidateOptions } from './validate-object';
export { derivedFields, titleOf, validateFieldValues, validateObject } from './validate-object';
