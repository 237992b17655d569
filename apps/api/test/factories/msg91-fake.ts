import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FlowRequest {
  template_id: string;
  short_url: string;
  recipients: Record<string, string>[];
}

/**
 * A local MSG91, written from its public documentation of the Flow API (v5): POST
 * /api/v5/flow with the `authkey` header and a JSON body `{ template_id, short_url, recipients:
 * [{ mobiles: '91XXXXXXXXXX', …variables }] }`; it answers `{ type: 'success', message:
 * <request id> }`, or `{ type: 'error', message }` for a wrong key or a malformed body.
 */
export class Msg91Fake {
  readonly accepted: FlowRequest[] = [];
  private server: Server | undefined;

  constructor(private readonly authKey: string) {}

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      request.on('end', () => {
        const answer = (status: number, body: object) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(body));
        };
        if (request.method !== 'POST' || request.url !== '/api/v5/flow') {
          answer(404, { type: 'error', message: 'Not found' });
        } else if (request.headers.authkey !== this.authKey) {
          answer(401, { type: 'error', message: 'Authentication failure' });
        } else {
          let body: FlowRequest;
          try {
            body = JSON.parse(text) as FlowRequest;
          } catch {
            answer(400, { type: 'error', message: 'Invalid JSON' });
            return;
          }
          const wellFormed =
            typeof body.template_id === 'string' &&
            Array.isArray(body.recipients) &&
            body.recipients.every((r) => /^\d{11,15}$/.test(r.mobiles ?? ''));
          if (!wellFormed) {
            answer(400, { type: 'error', message: 'Mobile number or template missing' });
            return;
          }
          this.accepted.push(body);
          answer(200, { type: 'success', message: `36${this.accepted.length}a` });
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
