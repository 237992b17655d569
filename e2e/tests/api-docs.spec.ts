import { expect, test } from '../support/fixtures';

// The API's documentation as the built server serves it: Swagger UI's page and scripts come from
// @fastify/swagger-ui's own folder, which the bundled server finds from its own place
// (apps/api/build/package-paths.mjs), and the page lists the operations of the document.
test('the API documentation opens at /api/docs with its operations', async ({ page }) => {
  await page.goto('/api/docs');
  // Swagger UI's script drew its bar; the 0.6 MB document takes seconds to lay out on a busy
  // machine.
  await expect(page.getByRole('button', { name: 'Explore' })).toBeVisible();
  const title = page.getByRole('heading', { name: /Campus attendance portal API/ });
  await expect(title).toBeVisible({ timeout: 45_000 });
  await expect(page.locator('[data-path="/api/auth/login"]').first()).toBeVisible();
  const yaml = await page.request.get('/api/docs/yaml');
  expect(yaml.ok()).toBe(true);
  expect(await yaml.text()).toContain('openapi: 3.1.0');
});
