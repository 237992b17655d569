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

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: config.port, host: config.host });
