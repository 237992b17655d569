import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server';

/**
 * nginx in front of the portal servers, as docs/deployment.md sets it up: Debian's package,
 * started by the bench with a generated configuration in a temporary folder (its pid file and
 * logs there too), in the foreground as a child process. The bench installs nothing itself.
 */
export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
export const NGINX_MISSING =
  `no nginx at ${NGINX}: install Debian's package (apt-get install nginx-light, or nginx) ` +
  'or set NGINX_PATH';

export interface Nginx {
  url: string;
  cpu(): number;
  stop(): Promise<void>;
}

/**
 * The part of the configuration that docs/deployment.md shows: round robin over the portal
 * servers, kept-alive upstream connections, and the client's address passed on for
 * TRUST_PROXY. `listen` and the upstream addresses are the only things that vary.
 */
export function portalConfig(listen: string, upstreams: string[]): string {
  return `upstream portal {
    ${upstreams.map((address) => `server ${address};`).join('\n    ')}
    keepalive 64;
}

server {
    listen ${listen};
    # A submission of a large class, and an import, are bigger than nginx's 1 MB default.
    client_max_body_size 10m;

    location / {
        proxy_pass http://portal;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
    }
}`;
}

function mainConfig(dir: string, server: string): string {
  // master_process off: one process, the bench's own user and child, nothing left behind;
  // with worker_processes 1 it serves as a master and its single worker would.
  return `daemon off;
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
    access_log ${dir}/access.log;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
${server.replace(/^/gm, '    ')}
}
`;
}

function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Starts nginx on a free loopback port in front of `upstreams` (http://host:port each). */
export async function startNginx(upstreams: string[]): Promise<Nginx> {
  if (!existsSync(NGINX)) throw new Error(NGINX_MISSING);
  const dir = mkdtempSync(join(tmpdir(), 'attendance-bench-nginx-'));
  const port = await freePort();
  const servers = upstreams.map((url) => new URL(url).host);
  writeFileSync(
    join(dir, 'nginx.conf'),
    mainConfig(dir, portalConfig(`127.0.0.1:${port}`, servers)),
  );
  // -e: the error log before the configuration is read, else /var/log/nginx/error.log.
  const child = spawn(
    NGINX,
    ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGQUIT');
    }).finally(() => rmSync(dir, { recursive: true, force: true }));
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      await fetch(`${url}/api/campus`);
      return { url, cpu: () => cpuOf(child.pid as number), stop };
    } catch {
      await new Promise((done) => setTimeout(done, 50));
    }
  }
  const log = existsSync(join(dir, 'error.log'))
    ? readFileSync(join(dir, 'error.log'), 'utf8')
    : '';
  await stop();
  throw new Error(`nginx did not start: ${stderr}${log}`);
}
