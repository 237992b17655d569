import { readFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  DEFAULT_CAMPUS_LOCALE,
  CAPTCHA_LENGTH,
  campusInfo,
  CUMULATIVE_OD_THRESHOLD,
  DEFAULT_TIMETABLE,
  formatClock,
  healthAnswer,
  LOW_ATTENDANCE_THRESHOLD,
  type CampusInfo,
  webManifest,
} from '@attendance/domain';
import { fileAnswer, refusals } from '../../lib/responses';
import { DatabaseProbe } from './database-probe';
import { DEFAULT_LOGO_SVG } from './default-logo';
import { PUBLIC_READ } from '../../lib/route-access';
import { lazyChildLogger } from '../../lib/lazy-logger';
import { campusLanguages } from '../languages';

const LOGO_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

export async function campusRoutes(app: FastifyInstance): Promise<void> {
  const { campus, timezone, markingWindow } = app.config;
  const info: CampusInfo = {
    name: campus.name,
    address: campus.address,
    shortLabel: campus.shortLabel,
    logoUrl: '/api/campus/logo',
    departments: campus.departments,
    timezone,
    locale: campus.locale ?? DEFAULT_CAMPUS_LOCALE,
    languages: campusLanguages(campus),
    markingWindow: {
      start: formatClock(markingWindow.startMinutes),
      end: formatClock(markingWindow.endMinutes),
    },
    periods: (campus.periods ?? DEFAULT_TIMETABLE).map((p) => p.number),
    timetable: [...(campus.periods ?? DEFAULT_TIMETABLE)],
    markingBackfillDays: app.config.markingBackfillDays,
    thresholds: {
      lowAttendance: LOW_ATTENDANCE_THRESHOLD,
      cumulativeOnDuty: CUMULATIVE_OD_THRESHOLD,
    },
    captchaLength: CAPTCHA_LENGTH,
  };
  const logoPath = campus.logo ? resolve(app.config.campusDir, campus.logo) : undefined;
  const logo = logoPath
    ? {
        body: readFileSync(logoPath),
        type: LOGO_TYPES[extname(logoPath).toLowerCase()] ?? 'application/octet-stream',
      }
    : { body: DEFAULT_LOGO_SVG, type: 'image/svg+xml' };

  app.get(
    '/campus',
    {
      config: PUBLIC_READ,
      schema: {
        tags: ['campus'],
        summary: 'Campus identity, zone, window, periods',
        response: { 200: campusInfo, ...refusals() },
      },
    },
    async () => info,
  );

  const logoAnswer = {
    description: 'The campus logo',
    content: Object.fromEntries(
      [...new Set(Object.values(LOGO_TYPES))].map((type) => [
        type,
        fileAnswer(type, '').content[type],
      ]),
    ),
  };
  const logoSchema = { tags: ['campus'], response: { 200: logoAnswer, ...refusals() } };
  app.get('/campus/logo', { schema: logoSchema, config: PUBLIC_READ }, async (_request, reply) =>
    reply.type(logo.type).header('cache-control', 'public, max-age=3600').send(logo.body),
  );

  // The web app's manifest (issue 13) carries the campus's own name and logo, so "Add to home
  // screen" installs this college's portal; it is built from the campus config, not the build.
  const manifest = {
    name: `${campus.name} Attendance Portal`,
    short_name: campus.shortLabel,
    description: 'Mark and view class attendance, also without a network.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#3b5bdb',
    background_color: '#ffffff',
    icons: [{ src: info.logoUrl, sizes: 'any', type: logo.type, purpose: 'any' }],
  };
  app.get(
    '/campus/manifest.webmanifest',
    {
      config: PUBLIC_READ,
      schema: {
        tags: ['campus'],
        summary: 'Web app manifest with the campus name and logo',
        response: {
          200: {
            description: 'The manifest',
            content: { 'application/manifest+json': { schema: webManifest } },
          },
          ...refusals(),
        },
      },
    },
    async (_request, reply) => reply.type('application/manifest+json').send(manifest),
  );

  const database = new DatabaseProbe(app.db);
  app.get(
    '/health',
    {
      config: PUBLIC_READ,
      schema: {
        tags: ['campus'],
        summary: '200 when the database answers (asked at most once a second)',
        response: { 200: healthAnswer, ...refusals('UNAVAILABLE') },
      },
      // A probe every few seconds, whose line is at debug: no logger made unless it writes.
      childLoggerFactory: lazyChildLogger,
    },
    (_request, reply) => {
      // The database answered within the last second: the answer at once, with no promise (a
      // probe's fixed cost is issue 26's row).
      if (database.fresh()) {
        reply.type(JSON_TYPE).send(HEALTH_OK);
        return;
      }
      return checkThenAnswer(reply);
    },
  );

  async function checkThenAnswer(reply: FastifyReply) {
    try {
      await database.check();
      return reply.type(JSON_TYPE).send(HEALTH_OK);
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply
        .code(503)
        .send({ message: 'The database is not reachable.', code: 'UNAVAILABLE' });
    }
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';
// The declared answer as text, nothing to validate or serialize at every probe; a string, not
// bytes: Node writes it with the head in one write, where a Buffer makes a second (writev).
const HEALTH_OK = JSON.stringify({ status: 'ok' } satisfies z.infer<typeof healthAnswer>);
