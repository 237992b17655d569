import type { FastifyBaseLogger } from 'fastify';
import type { FamilySettings } from '../../config/family';
import { Msg91Sender } from './msg91';
import { LogSender, WebhookSender, type SmsSender } from './sms';

/** The gateway the settings choose: MSG91, the webhook, or (neither) the server log. */
export function smsSender(settings: FamilySettings, log: FastifyBaseLogger): SmsSender {
  if (settings.msg91) return new Msg91Sender(settings.msg91);
  return settings.smsWebhook ? new WebhookSender(settings.smsWebhook) : new LogSender(log);
}
