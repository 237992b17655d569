// What the allocations module offers the rest of the API; nothing else of it is imported from outside.
export { AllocationsService } from './allocations.service';
