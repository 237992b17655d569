import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import {
  campusConfigSchema,
  DEFAULT_DEPARTMENTS,
  isKnownLocale,
  type CampusConfig,
} from '@attendance/domain';

export const DEFAULT_CAMPUS: CampusConfig = {
  name: 'Campus College of Engineering',
  address: '1 College Road, University Campus',
  shortLabel: 'CCE',
  departments: [...DEFAULT_DEPARTMENTS],
};

/**
 * The campus identity: the file when there is one, else the documented defaults.
 * A file named explicitly must exist; any file must be valid.
 */
export function loadCampusConfig(path: string, required: boolean): CampusConfig {
  if (!existsSync(path)) {
    if (required) throw new Error(`CAMPUS_CONFIG file ${path} does not exist`);
    return DEFAULT_CAMPUS;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    throw new Error(`campus config ${path} is not valid JSON`);
  }
  const parsed = campusConfigSchema.partial().safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`campus config ${path}: ${issue?.path.join('.')} ${issue?.message}`);
  }
  const campus = { ...DEFAULT_CAMPUS, ...parsed.data } as CampusConfig;
  if (campus.locale !== undefined && !isKnownLocale(campus.locale)) {
    throw new Error(
      `campus config ${path}: locale must be a locale such as en-IN, ta-IN or hi-IN, not '${campus.locale}'`,
    );
  }
  if (campus.logo && !existsSync(resolve(dirname(path), campus.logo))) {
    throw new Error(`campus config ${path}: logo file ${campus.logo} does not exist`);
  }
  return campus;
}
