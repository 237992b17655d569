import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { Kysely } from 'kysely';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { WalCheckpoints } from './db/wal-checkpoints';
import { createDatabase, type AppDatabase } from './db/kysely';
import { migrateToLatest } from './db/migrate';
import type { DB } from './db/types';
import { registerErrorHandling } from './plugins/errors';
import { registerRouteAccess } from './plugins/route-access';
import { tokenRoutes } from './modules/tokens/tokens.routes';
import {
  answerFrameworkError,
  OneLinePerRequest,
  registerSecurity,
  securityHeaders,
  trustProxyOption,
} from './plugins/security';
import { registerBodyParsing } from './plugins/body';
import { registerDocs } from './plugins/docs';
import { registerWebApp } from './plugins/web';
import { calendarRoutes } from './modules/week/calendar.routes';
import { timetableRoutes } from './modules/week/timetable.routes';
import { timetableImportRoutes } from './modules/week/timetable-import.routes';
import { gridImportRoutes } from './modules/week/grid-import.routes';
import { weekSheetRoutes } from './modules/week/week-sheets.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { campusRoutes } from './modules/campus/campus.routes';
import { studentRoutes } from './modules/students/students.routes';
import { subjectRoutes } from './modules/subjects/subjects.routes';
import { allocationRoutes } from './modules/allocations/allocations.routes';
import { assignmentRoutes } from './modules/assignments/assignments.routes';
import { attendanceRoutes } from './modules/attendance/attendance.routes';
import { importRoutes } from './modules/imports/imports.routes';
import { batchAllocationRoutes } from './modules/allocations/batch-allocation.routes';
import { reportRoutes } from './modules/reports/reports.routes';
import { oversightRoutes } from './modules/oversight/oversight.routes';
import { loadDemoCampus } from './modules/demo/demo.loader';
import { staffApprovalRoutes } from './modules/staff/staff-approval.routes';
import { HeavyReports } from './modules/reports/heavy-reports';
import { passkeyRoutes } from './modules/passkeys/passkeys.routes';
import { passkeyPolicyRoutes } from './modules/passkeys/passkey-policy.routes';
import { familyRoutes } from './modules/family/family.routes';
import { familyAdminRoutes } from './modules/family/family-admin.routes';
import { familyPasskeyRoutes } from './modules/family/family-passkeys.routes';
import { countingRoutes } from './modules/counting/counting.routes';
import { AlertWorker, alertsRoutes, familyAlertsRoutes } from './modules/alerts';
import { smsSender } from './modules/family';
import { requestRoutes } from './modules/requests/requests.routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
    dbKind: AppDatabase['kind'];
    config: Config;
    /** The one clock of the server. */
    now: () => Date;
    /** Heavy reads and workbooks, off the event loop and bounded per person and campus. */
    heavyReports: HeavyReports;
    /** Alerts to parents: the daily runs and the sender (issue 51). */
    alerts: AlertWorker;
  }
}

const BODY_LIMIT_BYTES = 512 * 1024;

export interface BuildOptions {
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
}

/** Builds the whole server on a migrated database; the caller listens or injects. */
export async function buildApp(
  config: Config,
  database?: AppDatabase,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const owned =
    database ?? createDatabase(config.database, { heavyReadsHere: config.reports.workers === 0 });
  await migrateToLatest(owned.db, owned.schema);
  if (config.demoData) await loadDemoCampus(owned.db, config);

  const headers = securityHeaders(config.webDist);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new OneLinePerRequest(),
    frameworkErrors: answerFrameworkError(headers),
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', owned.db);
  app.decorate('dbKind', owned.kind);
  app.decorate('config', config);
  app.decorate('now', () => config.now());
  const heavyReports = new HeavyReports(owned.db, config);
  app.decorate('heavyReports', heavyReports);
  const { database: target } = config;
  const checkpoints =
    target.kind === 'sqlite' && target.path !== ':memory:' && config.sqliteCheckpoints === 'thread'
      ? await WalCheckpoints.start(owned.db, target.path, app.log)
      : undefined;
  const alerts = new AlertWorker(
    owned.db,
    owned.kind,
    config,
    smsSender(config.family, app.log),
    app.log,
    () => config.now(),
    config.alerts,
  );
  app.decorate('alerts', alerts);
  app.addHook('onClose', async () => {
    await alerts.close();
    await heavyReports.close();
    await checkpoints?.close();
    if (!database) await owned.close();
  });

  registerErrorHandling(app);
  registerSecurity(app, headers);
  registerBodyParsing(app);
  await app.register(cookie);
  // The docs first: public, and outside the sessions, tokens and roles of the API's routes.
  await registerDocs(app);
  registerRouteAccess(app);

  await app.register(
    async (api) => {
      await api.register(campusRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(studentRoutes, { prefix: '/admin/students' });
      await api.register(allocationRoutes, { prefix: '/admin' });
      await api.register(subjectRoutes, { prefix: '/subjects' });
      await api.register(assignmentRoutes, { prefix: '/staff-subject' });
      await api.register(attendanceRoutes, { prefix: '/attendance' });
      await api.register(staffApprovalRoutes, { prefix: '/staff' });
      await api.register(passkeyRoutes, { prefix: '/auth/passkeys' });
      await api.register(passkeyPolicyRoutes, { prefix: '/staff' });
      await api.register(importRoutes);
      await api.register(batchAllocationRoutes, { prefix: '/allocations' });
      await api.register(reportRoutes, { prefix: '/reports' });
      await api.register(oversightRoutes, { prefix: '/oversight' });
      await api.register(calendarRoutes, { prefix: '/week' });
      await api.register(timetableRoutes, { prefix: '/week' });
      await api.register(timetableImportRoutes, { prefix: '/week' });
      await api.register(gridImportRoutes, { prefix: '/week' });
      await api.register(weekSheetRoutes, { prefix: '/week' });
      await api.register(tokenRoutes, { prefix: '/tokens' });
      await api.register(familyRoutes, { prefix: '/family' });
      await api.register(familyAdminRoutes, { prefix: '/family/admin' });
      await api.register(familyPasskeyRoutes, { prefix: '/family/passkeys' });
      await api.register(countingRoutes, { prefix: '/counting-policy' });
      await api.register(familyAlertsRoutes, { prefix: '/family/alerts' });
      await api.register(alertsRoutes, { prefix: '/alerts' });
      await api.register(requestRoutes);
    },
    { prefix: '/api' },
  );
  await registerWebApp(app);
  await alerts.start();
  return app;
}
