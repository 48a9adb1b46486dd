import net from 'node:net';
import { Worker } from 'node:worker_threads';

/**
 * pg_dump 18 built to WebAssembly (@electric-sql/pglite-tools), run against a real server. Its libpq reads and
 * writes through two callbacks that must answer synchronously, so it runs in a worker that blocks (Atomics.wait)
 * while this thread carries its bytes over a TCP socket and hands back each complete answer of the server.
 * The package speaks to an in-process PGlite; here the socket stands in for it.
 */

const CHUNK_BYTES = 1 << 20;

/** The worker: pgDump with a stand-in for PGlite whose protocol calls block until this thread answers. */
const WORKER_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
const { control, data, moduleUrl, args } = workerData;
const state = new Int32Array(control);
const buffer = new Uint8Array(data);
function exchange(bytes) {
  Atomics.store(state, 0, 0);
  parentPort.postMessage({ type: 'write', bytes });
  const chunks = [];
  for (;;) {
    Atomics.wait(state, 0, 0);
    chunks.push(buffer.slice(0, state[1]));
    const more = state[2] === 1;
    Atomics.store(state, 0, 0);
    if (!more) return chunks;
    parentPort.postMessage({ type: 'next' });
  }
}
const server = {
  async query() { return { rows: [{ search_path: 'public' }] }; },
  async exec() { return []; },
  execProtocolRawStream(bytes, { onRawData }) {
    for (const chunk of exchange(new Uint8Array(bytes))) if (chunk.length > 0) onRawData(chunk);
  },
};
import(moduleUrl)
  .then(({ pgDump }) => pgDump({ pg: server, args }))
  .then((file) => file.text())
  .then((text) => parentPort.postMessage({ type: 'done', text }))
  .catch((error) => parentPort.postMessage({ type: 'error', message: String(error && error.message || error) }));
`;

/** Authentication requests that wait for the client's next message (cleartext, MD5, SASL, SASL continue). */
const AUTH_NEEDS_REPLY = new Set([3, 5, 10, 11]);

/**
 * Counts the frontend messages after which the server answers and then waits: a startup packet, a password or
 * SASL message, a simple query and a Sync. Messages may arrive split across writes.
 */
function frontendReader() {
  let pending = Buffer.alloc(0);
  let started = false;
  return (bytes: Buffer): number => {
    pending = Buffer.concat([pending, bytes]);
    let answers = 0;
    for (;;) {
      if (!started) {
        if (pending.length < 4 || pending.length < pending.readInt32BE(0)) return answers;
        pending = pending.subarray(pending.readInt32BE(0));
        started = true;
        answers += 1;
        continue;
      }
      if (pending.length < 5 || pending.length < 1 + pending.readInt32BE(1)) return answers;
      if ('QSp'.includes(String.fromCharCode(pending[0]))) answers += 1;
      pending = pending.subarray(1 + pending.readInt32BE(1));
    }
  };
}

export interface BundledDumpTarget {
  host: string;
  port: number;
  /** A libpq connection string for the same server (its password included). */
  connectionString: string;
}

function target(url: string): BundledDumpTarget {
  const parsed = new URL(url);
  parsed.searchParams.set('sslmode', 'disable');
  parsed.searchParams.set('gssencmode', 'disable');
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port || 5432), connectionString: parsed.toString() };
}

/** Runs the bundled pg_dump 18 with these arguments against the server at url; resolves to the plain SQL dump. */
export function bundledPgDump(url: string, args: string[]): Promise<string> {
  const { host, port, connectionString } = target(url);
  const control = new SharedArrayBuffer(12);
  const data = new SharedArrayBuffer(CHUNK_BYTES);
  const state = new Int32Array(control);
  const buffer = new Uint8Array(data);
  const moduleUrl = import.meta.resolve('@electric-sql/pglite-tools/pg_dump');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { control, data, moduleUrl, args: ['-d', connectionString, ...args] } });
  const socket = net.connect(port, host);

  return new Promise<string>((resolve, reject) => {
    let settled = false;
    const finish = (error: Error | undefined, text?: string) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      void worker.terminate();
      if (error) reject(error);
      else resolve(text!);
    };

    let received = Buffer.alloc(0);
    let answer: Buffer[] = [];
    let awaited = 0;
    let waiting = false;
    let outgoing = Buffer.alloc(0);
    let closed = false;

    const sendChunk = () => {
      const size = Math.min(CHUNK_BYTES, outgoing.length);
      buffer.set(outgoing.subarray(0, size));
      outgoing = outgoing.subarray(size);
      Atomics.store(state, 1, size);
      Atomics.store(state, 2, outgoing.length > 0 ? 1 : 0);
      Atomics.store(state, 0, 1);
      Atomics.notify(state, 0);
    };
    const deliver = () => {
      waiting = false;
      outgoing = Buffer.concat(answer);
      answer = [];
      sendChunk();
    };

    socket.on('data', (bytes) => {
      received = Buffer.concat([received, bytes]);
      while (received.length >= 5 && received.length >= 1 + received.readInt32BE(1)) {
        const message = received.subarray(0, 1 + received.readInt32BE(1));
        received = received.subarray(message.length);
        answer.push(message);
        const type = String.fromCharCode(message[0]);
        if (type === 'Z') awaited -= 1;
        else if ((type === 'R' && AUTH_NEEDS_REPLY.has(message.readInt32BE(5))) || type === 'G') awaited = 0;
        if (waiting && awaited <= 0) deliver();
      }
    });
    socket.on('close', () => {
      closed = true;
      if (waiting) deliver();
    });
    socket.on('error', (error) => finish(new Error(`pg_dump could not reach the database at ${host}:${port}: ${error.message}`)));

    const answersAwaited = frontendReader();
    worker.on('message', (message: { type: string; bytes?: Uint8Array; text?: string; message?: string }) => {
      if (message.type === 'next') return sendChunk();
      if (message.type === 'done') return finish(undefined, message.text);
      if (message.type === 'error') return finish(new Error(message.message));
      const bytes = Buffer.from(message.bytes!);
      awaited = answersAwaited(bytes);
      if (!closed) socket.write(bytes);
      if (awaited === 0 || closed) deliver();
      else waiting = true;
    });
    worker.on('error', (error) => finish(error));
    worker.on('exit', (code) => finish(new Error(`pg_dump stopped unexpectedly (exit ${code})`)));
  });
}
