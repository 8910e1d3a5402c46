import { bodegaType } from '../../catalogue/bodega';
import { productoType } from '../../catalogue/producto';
import { newsletterType } from '../../newsletters/newsletter';
import { homeType } from '../../site/home/home';
import { landingType } from '../../site/landing/landing';
import { menuType } from '../../site/menu/menu';
import { promosType } from '../../site/promos/promos';
import { zonaGeoType } from '../../site/region/zona-geo';
import { tagType, tagTypeType } from '../../site/tag/tag';
import { taxonomyType } from '../../site/taxonomy/taxonomy';
import { contentReviewBehavior } from './content-review-behavior';
import { byName } from './field-builders';
import { containerType, folderType, SIDEBAR_FOLDER_TYPES } from './folders';
import { seoBehavior } from './seo-behavior';
import type { BehaviorDef, ContentTypeDef } from './types';

// The registry of content types and behaviours. Each lives in its own module: the generic ones (folders, behaviours)
// in this folder, every other type in its family's folder (catalogue/, site/<family>/, newsletters/), beside its views.
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
