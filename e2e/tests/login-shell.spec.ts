import { arrangeClass } from '../support/classroom';
import { expect, signIn, test } from '../support/fixtures';
import { nothingStored } from '../support/phone';

// The app's code is held back below by routing it; a service worker would serve it unseen.
test.use({ serviceWorkers: 'block', viewport: { width: 375, height: 667 } });

test.describe("index.html's login form before the app has arrived", () => {
  test('what was typed and a Login tap are taken over by the app', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let entryAsked = false;
    await page.route(/\/assets\/index-[^/.]+\.js$/, async (route) => {
      entryAsked = true;
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });

    const shell = page.locator('#login-shell');
    // The campus name is drawn by the shell (issue 56: the page's largest paint), in the box the
    // app's header then draws it in, so the app's takeover paints nothing larger.
    const shellName = shell.locator('#login-shell-campus');
    await expect(shellName).not.toBeEmpty();
    const shellBox = (await shellName.boundingBox())!;
    const name = (await shellName.textContent())!;
    await shell.getByLabel('Email').fill('nobody@e2e.college');
    await shell.getByLabel('ID Card Number').fill('NOPE');
    await shell.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(shell).toHaveAttribute('data-queued', 'login');
    // The app's code is asked for once the form is on screen, not only on the tap.
    await expect.poll(() => entryAsked).toBe(true);

    release();
    // The queued tap led to the CAPTCHA step, with the typed values kept.
    await expect(page.getByLabel('Enter the CAPTCHA')).toBeVisible();
    await expect(shell).toHaveCount(0);
    const title = page.getByTestId('campus-title');
    await expect(title).toHaveText(name);
    const titleBox = (await title.boundingBox())!;
    expect(Math.abs(titleBox.width - shellBox.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(titleBox.height - shellBox.height)).toBeLessThanOrEqual(1);
    expect(Math.abs(titleBox.x - shellBox.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(titleBox.y - shellBox.y)).toBeLessThanOrEqual(1);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('Email')).toHaveValue('nobody@e2e.college');
    await expect(page.getByLabel('ID Card Number')).toHaveValue('NOPE');
  });

  test('a signed-in person with nothing stored is sent home without touching the page', async ({
    page,
    baseURL,
  }) => {
    const klass = await arrangeClass(baseURL!, 1);
    await signIn(page, klass.teacher.email, klass.teacher.idCardNumber);
    // A phone that forgot everything but the session's cookie: the app waits for no touch there.
    await nothingStored(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/staffpannel$/);
  });
});
