import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { setAnsweredHeader } from './set-answered-header';

const appWith = (answer: () => Response) => {
  const app = new Hono();
  app.use(async (c, next) => {
    await next();
    setAnsweredHeader(c, 'x-seen', 'yes');
  });
  app.get('/json', (c) => c.json({ ok: true }, 201));
  app.get('/raw', () => answer());
  app.get('/fail', () => {
    throw new Error('boom');
  });
  app.onError((_error, c) => c.json({ message: 'failed' }, 500));
  return app;
};

describe('setAnsweredHeader', () => {
  it('adds the header to a JSON answer and keeps its status, type and body', async () => {
    const res = await appWith(() => new Response('')).request('/json');
    expect(res.status).toBe(201);
    expect(res.headers.get('x-seen')).toBe('yes');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('adds it to an answer whose headers are immutable, by a copy', async () => {
    const res = await appWith(() => Response.redirect('http://localhost/elsewhere', 302)).request('/raw');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://localhost/elsewhere');
    expect(res.headers.get('x-seen')).toBe('yes');
  });

  it('adds it to the error handler answer', async () => {
    const res = await appWith(() => new Response('')).request('/fail');
    expect(res.status).toBe(500);
    expect(res.headers.get('x-seen')).toBe('yes');
    expect(await res.json()).toEqual({ message: 'failed' });
  });
});
