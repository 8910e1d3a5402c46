// A small HTTP/1.1 load generator in the manner of autocannon (which the offline store lacks): `connections`
// keep-alive sockets, each sending its next request when the previous answer is complete, for `durationMs`; the
// sockets may be kept for several runs (`connectLoad`).
// Raw sockets rather than fetch or node:http, whose client costs more per request than the servers measured.
import { connect, type Socket } from 'node:net';

export interface LoadResult {
  requests: number;
  seconds: number;
  /** Every request's time (milliseconds), sorted. */
  latencies: Float64Array;
  /** Answers outside 2xx, counted in `requests` too. */
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface LoadOptions {
  port: number;
  /** Requests sent in turn, one after another on each connection: a GET of a path, or a POST of a JSON body. */
  requests: readonly (string | { method: 'POST'; path: string; body: unknown })[];
  headers?: Readonly<Record<string, string>>;
  connections?: number;
  durationMs?: number;
}

const CRLF2 = Buffer.from('\r\n\r\n');

/** The length of the first complete answer in `buffer` and its status, or undefined while it is incomplete. */
export function completeResponse(buffer: Buffer): { length: number; status: number } | undefined {
  const headEnd = buffer.indexOf(CRLF2);
  if (headEnd < 0) return undefined;
  const head = buffer.toString('latin1', 0, headEnd).toLowerCase();
  const status = Number(head.slice(9, 12));
  const bodyStart = headEnd + 4;
  const lengthMatch = /\r\ncontent-length:\s*(\d+)/.exec(head);
  if (lengthMatch) {
    const end = bodyStart + Number(lengthMatch[1]);
    return buffer.length >= end ? { length: end, status } : undefined;
  }
  if (!/\r\ntransfer-encoding:\s*chunked/.test(head)) return { length: bodyStart, status };
  let at = bodyStart;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd < 0) return undefined;
    const size = Number.parseInt(buffer.toString('latin1', at, lineEnd), 16);
    const next = lineEnd + 2 + size + 2;
    if (buffer.length < next) return undefined;
    if (size === 0) return { length: next, status };
    at = next;
  }
}

const percentile = (sorted: Float64Array, p: number): number =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);

/** A connection and what its current run does with its events (nothing between runs). */
interface Slot {
  socket: Socket;
  onData?: (chunk: Buffer) => void;
  onEnd?: (error?: Error) => void;
}

/** A load's connections, opened once and kept between its runs, as one autocannon run keeps its own. */
export interface LoadConnections {
  /** Sends on every connection until `durationMs` have passed, then waits for the answers in flight. */
  run(durationMs: number): Promise<LoadResult>;
  /** Ends the connections. */
  close(): void;
}

/**
 * The connections of a load: each run drives the same keep-alive sockets, so a load measured in several runs (the
 * bench's turns) times requests, not the opening of new connections at each run (about 0.1 ms of the server's CPU
 * and as much of this process's for each of the 50, README "Performance"). A connection the server closed between
 * runs (its keep-alive timeout) is opened again at the next run.
 */
export function connectLoad(options: LoadOptions): LoadConnections {
  const connections = options.connections ?? 50;
  const extra = Object.entries(options.headers ?? {})
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const host = `host: localhost:${options.port}\r\n${extra}`;
  const requests = options.requests.map((request) => {
    if (typeof request === 'string') return Buffer.from(`GET ${request} HTTP/1.1\r\n${host}\r\n`);
    const body = Buffer.from(JSON.stringify(request.body));
    return Buffer.concat([
      Buffer.from(
        `${request.method} ${request.path} HTTP/1.1\r\n${host}content-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n`,
      ),
      body,
    ]);
  });
  const slots: (Slot | undefined)[] = Array.from({ length: connections });
  const turns = Array.from({ length: connections }, (_, index) => index);
  const open = (index: number): Slot => {
    const slot: Slot = { socket: connect(options.port, '127.0.0.1') };
    slot.socket.setNoDelay(true);
    slot.socket.on('data', (chunk: Buffer) => slot.onData?.(chunk));
    // Closed or failed, between runs too (the server's keep-alive timeout): the next run opens another.
    const lost = (error?: Error) => {
      if (slots[index] === slot) slots[index] = undefined;
      slot.onEnd?.(error);
    };
    slot.socket.on('close', () => lost());
    slot.socket.on('error', lost);
    slots[index] = slot;
    return slot;
  };

  const run = async (durationMs: number): Promise<LoadResult> => {
    let latencies = new Float64Array(1 << 16);
    let count = 0;
    let errors = 0;
    const started = performance.now();
    const deadline = started + durationMs;
    const record = (ms: number) => {
      if (count === latencies.length) {
        const grown = new Float64Array(latencies.length * 2);
        grown.set(latencies);
        latencies = grown;
      }
      latencies[count++] = ms;
    };

    const drive = (index: number) =>
      new Promise<void>((resolve, reject) => {
        const kept = slots[index];
        const slot = kept ?? open(index);
        let pending: Buffer = Buffer.alloc(0);
        let sentAt = 0;
        const finish = (error?: Error) => {
          slot.onData = undefined;
          slot.onEnd = undefined;
          if (error === undefined) resolve();
          else reject(error);
        };
        const send = () => {
          if (performance.now() >= deadline) {
            finish();
            return;
          }
          sentAt = performance.now();
          const turn = turns[index] ?? 0;
          turns[index] = turn + 1;
          slot.socket.write(requests[turn % requests.length] as Buffer);
        };
        slot.onData = (chunk) => {
          pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
          const done = completeResponse(pending);
          if (done === undefined) return;
          record(performance.now() - sentAt);
          if (done.status < 200 || done.status >= 300) errors++;
          pending = pending.subarray(done.length);
          send();
        };
        slot.onEnd = finish;
        if (kept === undefined) slot.socket.once('connect', send);
        else send();
      });
    await Promise.all(slots.map((_, index) => drive(index)));
    const seconds = (performance.now() - started) / 1000;
    return summarise([{ count, errors, seconds, latencies: latencies.slice(0, count) }]);
  };

  const close = () => {
    for (const slot of slots) slot?.socket.end();
    slots.fill(undefined);
  };
  return { run, close };
}

/** Runs the load on connections of its own and answers its throughput and latency percentiles (milliseconds). */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const connections = connectLoad(options);
  try {
    return await connections.run(options.durationMs ?? 10_000);
  } finally {
    connections.close();
  }
}

const summarise = (
  runs: readonly { count: number; errors: number; seconds: number; latencies: Float64Array }[],
): LoadResult => {
  const requests = runs.reduce((sum, run) => sum + run.count, 0);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const sorted = new Float64Array(requests);
  let at = 0;
  for (const run of runs) {
    sorted.set(run.latencies, at);
    at += run.latencies.length;
  }
  sorted.sort();
  return {
    requests,
    seconds,
    latencies: sorted,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    rps: requests / seconds,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  };
};

/** Several runs as one: their requests over their time together, percentiles of all their requests. */
export const combine = (results: readonly LoadResult[]): LoadResult =>
  summarise(
    results.map((r) => ({ count: r.requests, errors: r.errors, seconds: r.seconds, latencies: r.latencies })),
  );
