// The reference of the HTTP budgets: a bare Hono hello-world on @hono/node-server, the framework's ceiling on
// this machine. Prints its port on stdout once it listens.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/', (c) => c.json({ hello: 'world' }));
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`PORT ${info.port}`));
