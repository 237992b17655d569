// What the family module offers the rest of the API; nothing else of it is imported from outside.
export { openDemoFamilySide } from './family-demo';
export { familySessionLoader } from './family-sessions';
