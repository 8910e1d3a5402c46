import { bodegaType } from './bodega';
import { contentReviewBehavior } from './content-review-behavior';
import { byName } from './field-builders';
import { containerType, folderType, SIDEBAR_FOLDER_TYPES } from './folders';
import { homeType } from './home';
import { landingType } from './landing';
import { menuType } from './menu';
import { newsletterType } from './newsletter';
import { productoType } from './producto';
import { promosType } from './promos';
import { seoBehavior } from './seo-behavior';
import { tagType, tagTypeType } from './tag';
import { taxonomyType } from './taxonomy';
import type { BehaviorDef, ContentTypeDef } from './types';
import { zonaGeoType } from './zona-geo';

// The registry of content types and behaviours. Each type lives in its own module of this folder.
const TYPES: readonly ContentTypeDef[] = [
  containerType,
  folderType,
  ...SIDEBAR_FOLDER_TYPES,
  bodegaType,
  productoType,
  tagTypeType,
  tagType,
  zonaGeoType,
  newsletterType,
  landingType,
  homeType,
  promosType,
  taxonomyType,
  menuType,
];
const BEHAVIORS: readonly BehaviorDef[] = [seoBehavior, contentReviewBehavior];

export const contentTypes: ReadonlyMap<string, ContentTypeDef> = byName(TYPES);
export const behaviors: ReadonlyMap<string, BehaviorDef> = byName(BEHAVIORS);

export const getContentType = (name: string): ContentTypeDef | undefined => contentTypes.get(name);
export const getBehavior = (name: string): BehaviorDef | undefined => behaviors.get(name);
