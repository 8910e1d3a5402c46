export type { Backend, BackendOptions } from './create-backend';
export { createBackend } from './create-backend';
export type { RunningServer, ServerOptions } from './http/start-server';
export { startServer } from './http/start-server';
