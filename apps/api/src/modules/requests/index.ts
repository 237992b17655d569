// What the requests module offers the rest of the API; nothing else of it is imported from outside.
export { CorrectionsRepo } from './corrections.repo';
export { insertDemoRequests } from './requests-demo';
