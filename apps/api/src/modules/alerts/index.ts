// What the alerts module offers the rest of the API; nothing else of it is imported from outside.
export { AlertWorker } from './alert-worker';
export { alertsRoutes } from './alerts.routes';
export { familyAlertsRoutes } from './family-alerts.routes';
