// Cellar's one contract, as types: what openapi-typescript generates from openapi/cellar.yaml. The SDK and the
// backend import them with `import type`, so a shape is written once and drift on either side fails its typecheck.
export type { components, operations, paths } from './generated/schema';
