import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  alertLog,
  alertSettingsAnswer,
  familyAlertsAnswer,
  type AlertLogQuery,
  type AlertSettings,
} from '@attendance/domain';
import { api } from '../../lib/api';

const SETTINGS_KEY = ['alerts', 'settings'] as const;
const FAMILY_KEY = ['alerts', 'family'] as const;

/** GET /api/alerts/settings: the department's settings, the gateway and today's counts. */
export function useAlertSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => api('/api/alerts/settings', { schema: alertSettingsAnswer, signal }),
  });
}

export function useSaveAlertSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertSettings) =>
      api('/api/alerts/settings', { schema: alertSettingsAnswer, method: 'PUT', body }),
    onSuccess: (answer) => client.setQueryData(SETTINGS_KEY, answer),
  });
}

/** Query values of the Delivery log's filters, without the empty ones. */
export function logParams(filters: AlertLogQuery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string>;
}

/** GET /api/alerts/deliveries with the screen's filters, refreshed every half minute. */
export function useDeliveryLog(filters: AlertLogQuery) {
  return useQuery({
    queryKey: ['alerts', 'log', filters],
    queryFn: ({ signal }) =>
      api('/api/alerts/deliveries', { schema: alertLog, query: logParams(filters), signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}

/** GET /api/family/alerts: whether alerts to the signed-in phone are stopped. */
export function useFamilyAlerts() {
  return useQuery({
    queryKey: FAMILY_KEY,
    queryFn: ({ signal }) =>
      api('/api/family/alerts', { schema: familyAlertsAnswer, signal, allowUnauthorized: true }),
    retry: false,
  });
}

export function useSetFamilyAlerts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (stopped: boolean) =>
      api('/api/family/alerts', {
        schema: familyAlertsAnswer,
        method: 'PUT',
        body: { stopped },
        allowUnauthorized: true,
      }),
    onSuccess: (answer) => client.setQueryData(FAMILY_KEY, answer),
  });
}
