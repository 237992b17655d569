import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { flushOutbox, onOutboxChange, outboxOf, type OutboxEntry } from '../../lib/outbox';
import { t } from '../../lib/i18n/i18n';
import { markOutboxKept } from '../../lib/storage';

/** How often a phone whose server was down (no "online" event to wait for) tries again. */
const RETRY_MS = 20_000;

/** The teacher's outbox as it stands, re-read on every change. */
export function useOutbox(staffID: number): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    let live = true;
    const read = () =>
      void outboxOf(staffID).then(
        (list) => {
          // What the teacher shell reads at the next start, before any of the app's code runs.
          markOutboxKept(list.length > 0);
          if (live) setEntries(list);
        },
        () => live && setEntries([]),
      );
    read();
    const stop = onOutboxChange(read);
    return () => {
      live = false;
      stop();
    };
  }, [staffID]);
  return entries;
}

/**
 * Sends the waiting submissions at page load, whenever the network comes back, and every 20 s
 * while some wait; what was sent refreshes the subjects table and the attendance view.
 */
export function useOutboxSender(staffID: number, waiting: number): string {
  const client = useQueryClient();
  const [report, setReport] = useState('');

  const send = useCallback(() => {
    void flushOutbox(staffID).then(
      ({ sent }) => {
        if (sent === 0) return;
        setReport(t('offline.sent', { count: sent }));
        void client.invalidateQueries({ queryKey: ['attendance'] });
      },
      () => {},
    );
  }, [client, staffID]);

  useEffect(() => {
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [send]);

  useEffect(() => {
    if (waiting === 0) return;
    const timer = window.setInterval(send, RETRY_MS);
    return () => window.clearInterval(timer);
  }, [send, waiting]);

  return report;
}
