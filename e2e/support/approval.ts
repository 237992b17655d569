import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Designation } from '@attendance/domain';
import type { PortalApi } from './api';
import { portalSettings } from './portal';

const root = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** Per portal and department: a signed-in Admin who approves the department's next registrations. */
const approvers = new Map<string, PortalApi>();
// With its data folder: a worker's next server may be given a port an earlier one had.
const keyOf = (baseURL: string, department: string) =>
  `${baseURL} ${portalSettings.get(baseURL)?.DATA_DIR} ${department.toUpperCase()}`;

/**
 * `npm run staff -- approve EMAIL` on the portal's database: the same script, bundled by build.mjs
 * beside the server in global setup (tsx would transpile it again at every spawn).
 */
export async function approveFromCommandLine(baseURL: string, email: string): Promise<void> {
  const settings = portalSettings.get(baseURL);
  if (!settings) throw new Error(`no portal of this worker runs at ${baseURL}`);
  const build = process.env.E2E_BUILD_DIR;
  if (!build)
    throw new Error('E2E_BUILD_DIR is not set: run the tests through playwright.config.ts');
  await run(process.execPath, [join(build, 'staff-cli.js'), 'approve', email], {
    cwd: root,
    env: { ...process.env, ...settings },
  });
}

/**
 * Approves a fresh registration through the new path: the first Admin of a department from the
 * command line, as on a campus's first day; everyone after them over HTTP by that Admin.
 */
export async function approveRegistration(
  baseURL: string,
  department: string,
  email: string,
): Promise<void> {
  const approver = approvers.get(keyOf(baseURL, department));
  if (approver) {
    try {
      const waiting = await approver.call<{ staffID: number; email: string }[]>(
        'GET',
        '/api/staff/pending',
      );
      const mine = waiting.find((p) => p.email === email);
      if (mine) {
        await approver.call('POST', `/api/staff/${mine.staffID}/approve`);
        return;
      }
    } catch {
      // The approver signed out or was disabled by the test: the command line still works.
    }
  }
  await approveFromCommandLine(baseURL, email);
}

/** Remembers a signed-in Admin as the approver of their department on this portal. */
export function rememberApprover(
  baseURL: string,
  department: string,
  designation: Designation,
  api: PortalApi,
): void {
  const key = keyOf(baseURL, department);
  if (designation === 'Admin' && !approvers.has(key)) approvers.set(key, api);
}
