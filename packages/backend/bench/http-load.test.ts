import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { completeResponse, connectLoad, load } from './http-load';

const answer = (text: string) => Buffer.from(text, 'latin1');

describe('completeResponse', () => {
  it('finds the end of an answer by its content-length, its chunks, or its head alone', () => {
    const sized = 'HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello';
    expect(completeResponse(answer(`${sized}HTTP/1.1`))).toEqual({ length: sized.length, status: 200 });
    expect(completeResponse(answer(sized.slice(0, -1)))).toBeUndefined();
    const chunked = 'HTTP/1.1 404 Not Found\r\ntransfer-encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n';
    expect(completeResponse(answer(chunked))).toEqual({ length: chunked.length, status: 404 });
    expect(completeResponse(answer(chunked.slice(0, -2)))).toBeUndefined();
    expect(completeResponse(answer('HTTP/1.1 204 No Content\r\n\r\n'))).toEqual({ length: 27, status: 204 });
    expect(completeResponse(answer('HTTP/1.1 200 OK\r\n'))).toBeUndefined();
  });
});

describe('load', () => {
  it('sends GETs and POSTs in turn on each connection and counts answers outside 2xx', async () => {
    const seen: string[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        seen.push(`${req.method} ${req.url} ${body}`);
        res.writeHead(req.url === '/missing' ? 404 : 200).end('x'.repeat(3000));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const result = await load({
      port,
      requests: ['/a', { method: 'POST', path: '/b', body: { q: 1 } }, '/missing'],
      connections: 2,
      durationMs: 200,
    });
    server.close();
    expect(result.requests).toBeGreaterThan(3);
    expect(result.requests).toBe(seen.length);
    expect(seen).toContain('GET /a ');
    expect(seen).toContain('POST /b {"q":1}');
    expect(result.errors).toBe(seen.filter((line) => line.startsWith('GET /missing')).length);
    expect(result.p50).toBeLessThanOrEqual(result.p99);
  });
});

describe('connectLoad', () => {
  it('keeps its connections from one run to the next and opens again one the server closed', async () => {
    let opened = 0;
    const server = createServer((_req, res) => res.end('ok'));
    server.on('connection', () => opened++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const connections = connectLoad({ port, requests: ['/'], connections: 3 });
    try {
      const runs = [await connections.run(100), await connections.run(100)];
      expect(runs.every((run) => run.requests > 3 && run.errors === 0)).toBe(true);
      expect(opened).toBe(3);
      server.closeIdleConnections();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await connections.run(100)).requests).toBeGreaterThan(3);
      expect(opened).toBe(6);
    } finally {
      connections.close();
      server.close();
    }
  });
});
