import { createStaff } from '../support/api';
import { expect, test } from '../support/fixtures';
import { CAPTCHA } from '../support/portal';

test.describe('CAPTCHA drawn by the built server', () => {
  test('shows a decodable drawn image with no text in it, a new one after a wrong answer', async ({
    page,
    baseURL,
  }) => {
    const account = await createStaff(baseURL!, 'Subject_Staff');
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('ID Card Number').fill(account.idCardNumber);
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    const image = page.getByTestId('captcha-image');
    await expect(image).toBeVisible();
    // The bundled server found svg-captcha's font: the image decodes and has outlines.
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(180);
    const src = (await image.getAttribute('src')) ?? '';
    const svg = decodeURIComponent(src.slice(src.indexOf(',') + 1));
    expect(svg).toContain('<path d="M');
    expect(svg).not.toMatch(/<text/i);
    expect(svg.toUpperCase()).not.toContain(CAPTCHA);

    await page.getByLabel('Enter the CAPTCHA').fill('WRONG1');
    await page.getByRole('button', { name: 'Confirm & Login' }).click();
    await expect(page.getByTestId('status-message')).toHaveText(
      'Captcha does not match, please try again.',
    );
    await expect(image).not.toHaveAttribute('src', src);
    await page.getByLabel('Enter the CAPTCHA').fill(CAPTCHA);
    await page.getByRole('button', { name: 'Confirm & Login' }).click();
    await expect(page).toHaveURL(/\/staffpannel$/);
  });
});
