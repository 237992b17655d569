import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const app = await buildApp(config);
if (config.captchaFixedAnswer) {
  app.log.warn(
    'CAPTCHA_FIXED_ANSWER is set: every CAPTCHA has the same answer. Use it for automated tests only.',
  );
}
if (!config.registrationApproval) {
  app.log.warn(
    'REGISTRATION_APPROVAL is off: anyone who registers signs in at once, as any designation. Use it for test campuses only.',
  );
}

if (!config.family.smsWebhook && !config.family.msg91) {
  app.log.warn(
    'No SMS gateway is configured (SMS_WEBHOOK_URL or SMS_GATEWAY): student and parent sign-in codes go to the server log. For trying it out only.',
  );
}

/** A client that never finishes its request must not keep a stopping server alive for ever. */
const SHUTDOWN_DEADLINE_MS = 10_000;

// app.close() stops accepting connections, lets the requests under way finish, then closes the
// database (SQLite checkpoints its WAL and removes it). A second signal stops at once.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('requests still open after 10 s; stopping without waiting for them');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    app.close().then(
      () => {
        app.log.info('stopped cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
