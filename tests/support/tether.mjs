// Loaded with `node --import` into every server a test starts (tests/support/server.ts): the server's
// stdin is a pipe from the test process, and when that process is gone (killed, or a Playwright worker
// torn down before its afterAll ran) the pipe reaches its end and the server goes too. A SIGKILL, so
// nothing of it lingers: its PDF browser, driven over a pipe, exits with it. A server that a test stops
// the normal way never sees this.
import { isMainThread } from 'node:worker_threads';

// Worker threads inherit --import; the tether is the process's, held by its main thread alone.
if (isMainThread) {
  process.stdin.on('end', () => process.kill(process.pid, 'SIGKILL'));
  process.stdin.on('error', () => process.kill(process.pid, 'SIGKILL'));
  process.stdin.resume();
  // The pipe alone must not keep a server alive that is shutting down by itself.
  process.stdin.unref();
}
