import type { Msg91Settings } from '../../config/family';
import { SMS_TIMEOUT_MS, type SmsMessage, type SmsSender } from './sms';

/**
 * MSG91's Flow API (docs.msg91.com, "Send SMS" v5): POST {base}/api/v5/flow with the `authkey`
 * header and `{ template_id, short_url, recipients: [{ mobiles, …variables }] }`; the text itself
 * is the DLT-registered template kept at MSG91, whose ##code##, ##minutes## and ##campus## take
 * the variables. Accepted: a 2xx answer whose JSON `type` is "success".
 */
export class Msg91Sender implements SmsSender {
  readonly mode = 'msg91';
  constructor(private readonly settings: Msg91Settings) {}

  async send(message: SmsMessage, variables: Record<string, string>): Promise<void> {
    const templateId = this.settings.templateId ?? message.templateId;
    if (!templateId)
      throw new Error(
        'MSG91 needs a template id (MSG91_TEMPLATE_ID or the campus sms.otp.templateId)',
      );
    const answer = await fetch(new URL('/api/v5/flow', this.settings.baseUrl), {
      method: 'POST',
      headers: {
        authkey: this.settings.authKey,
        accept: 'application/json',
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        template_id: templateId,
        short_url: '0',
        recipients: [{ mobiles: message.to.replace(/^\+/, ''), ...variables }],
      }),
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      redirect: 'error',
    });
    const text = await answer.text();
    let type: unknown;
    try {
      type = (JSON.parse(text) as { type?: unknown }).type;
    } catch {
      type = undefined;
    }
    if (answer.status < 200 || answer.status > 299 || type !== 'success') {
      throw new Error(`MSG91 answered ${answer.status}: ${text.slice(0, 200)}`);
    }
  }
}
