import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from './browser';

export type LighthouseResult = Awaited<ReturnType<typeof lighthouse>>;

/**
 * One run of Lighthouse's default mobile settings on `url`, in a headless Chromium of its own
 * (`CHROME_PATH`, else Debian's; none is downloaded), read by `read` before that browser is closed.
 */
export async function lighthouseRun<T>(
  url: string,
  headers: Record<string, string>,
  categories: string[],
  read: (result: LighthouseResult) => T,
): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      extraHeaders: headers,
    });
    return read(result);
  } finally {
    chrome.kill();
  }
}
