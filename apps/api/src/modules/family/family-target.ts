import type { CountryCode } from 'libphonenumber-js/max';
import type { FamilyKind } from '@attendance/domain';
import type { FamilyCodesRepo, StudentPhones } from './family-codes.repo';
import { nationalDigits, toE164 } from './phone';

/** Who a login names: the phone a code goes to and the students it signs in to. */
export interface Target {
  kind: FamilyKind;
  login: string;
  phone: string;
  studentIds: number[];
}

/**
 * Who a login names now (a code or a passkey sign-in alike): an active student of a department
 * that has the side open, with the phone on record; a parent phone, every such child it is on
 * record for. Null when there is none.
 */
export async function familyTarget(
  repo: FamilyCodesRepo,
  country: CountryCode,
  who: FamilyKind,
  login: string,
): Promise<Target | null> {
  if (who === 'student') {
    const student = await repo.studentByRegisterNumber(login);
    const phone = student && toE164(student.student_number, country);
    return student && phone ? { kind: who, login, phone, studentIds: [student.id] } : null;
  }
  const candidates = await repo.parentCandidates(nationalDigits(login, country));
  const children = candidates.filter(
    (s: StudentPhones) => toE164(s.parent_number, country) === login,
  );
  return children.length > 0
    ? { kind: who, login, phone: login, studentIds: children.map((c) => c.id) }
    : null;
}
