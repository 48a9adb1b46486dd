import { spawn } from 'node:child_process';
import net from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** The real app on a fresh embedded database with a production build of the web app, as the e2e tests run it. */
export async function startApp(): Promise<{ baseURL: string; stop: () => void }> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn('npx', ['tsx', 'scripts/e2e-server.ts'], { env: { ...process.env, E2E_PORT: String(port) }, stdio: 'inherit', detached: true });
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // the server has already exited
    }
  };
  try {
    await waitFor(`${baseURL}/healthz`, 240_000);
  } catch (err) {
    stop();
    throw err;
  }
  return { baseURL, stop };
}
