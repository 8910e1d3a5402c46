// The shapes of the answers the backend builds, for the SDK's check that they are what the OpenAPI document says.
export type { LogPage } from './audit-log';
export type { Country, Provincia } from './constants-routes';
export type { Backend, BackendOptions } from './create-backend';
export { createBackend } from './create-backend';
export type { FileInfo } from './file-store';
export type { StoredErrorReport } from './local-error-reporter';
export type { LockInfo } from './locks';
export type { SharingEntry } from './permissions';
export type { RunningServer, ServerOptions } from './start-server';
export { startServer } from './start-server';
