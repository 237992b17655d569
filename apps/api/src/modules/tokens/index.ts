// What the tokens module offers the rest of the API; nothing else of it is imported from outside.
export { TokensRepo } from './tokens.repo';
