import { prepareText } from './prepare';

/**
 * prepareText with the engine imported as a module of this graph: in the report worker (built
 * apart from the app, so its top-level await touches no page) and in tests.
 */
export function prepareWithEngine(input: unknown): Promise<void> {
  return prepareText(input, () => import('./engine'));
}
