import { ApiError, buildUrl, messageOf } from './api';
import { currentLanguage } from './i18n/i18n';

type Query = Record<string, string | number | boolean | undefined | null>;

/** The file name of a Content-Disposition header, the UTF-8 form first. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  const plain = /filename="([^"]+)"/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/**
 * Downloads a file the server builds (an Excel report, an import template) under the name the
 * server gives it; an error answer is thrown as ApiError with the server's message.
 */
export async function downloadFromServer(path: string, query?: Query): Promise<string> {
  const response = await fetch(buildUrl(path, query), {
    credentials: 'same-origin',
    // The person's language: a workbook's titles and headings are in it (issue 53).
    headers: { 'accept-language': currentLanguage() },
  });
  if (!response.ok) {
    const text = await response.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // Plain text stays text.
    }
    throw new ApiError(response.status, messageOf(data) ?? 'The download failed.', data);
  }
  const fileName = fileNameOf(
    response.headers.get('content-disposition'),
    path.split('/').pop() ?? 'download',
  );
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}
