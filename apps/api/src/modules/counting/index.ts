// What the counting module offers the rest of the API; nothing else of it is imported from outside.
export { CountingRepo } from './counting.repo';
