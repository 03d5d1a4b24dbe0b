// The production HTTP server: Next.js behind a Node server of our own, so that even requests
// Node refuses before Next.js sees them (oversized headers, malformed HTTP) get the API's JSON
// error shape instead of an empty reply.
import http from 'node:http';

process.env.NODE_ENV ??= 'production';
const { default: next } = await import('next');

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';
const MAX_HEADER_BYTES = 16 * 1024;

const app = next({ dev: false, hostname, port, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare();

function rawJsonError(socket, status, reason, message) {
  if (!socket.writable) return socket.destroy();
  const body = JSON.stringify({ error: true, message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

const server = http.createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => handle(req, res));
server.on('clientError', (error, socket) => {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return rawJsonError(socket, 431, 'Request Header Fields Too Large', `request headers are larger than ${MAX_HEADER_BYTES / 1024} KiB`);
  }
  if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
  rawJsonError(socket, 400, 'Bad Request', 'malformed HTTP request');
});
server.listen(port, hostname, () => {
  process.stdout.write(`Atlasprint listening on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}\n`);
});
