// What the oversight module offers the rest of the API; nothing else of it is imported from outside.
export { campusClockOf, OVERSIGHT_ROLES, OversightService } from './oversight.service';
