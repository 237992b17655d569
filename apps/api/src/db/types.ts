import type { Generated } from 'kysely';

/** Booleans are stored as 0/1 integers so both databases behave alike; times as ISO-8601 text. */
export interface StaffTable {
  id: Generated<number>;
  staff_name: string;
  staff_code: string;
  department: string;
  designation: string;
  email: string;
  phone: string;
  id_card_digest: string;
  created_at: string;
  /** pending | approved | rejected | disabled (migration 004); only approved staff sign in. */
  status: Generated<string>;
  approved_by: number | null;
  approved_at: string | null;
  /** When the passkeys were last reset (migration 010): the enrol grace period starts again. */
  passkeys_reset_at: string | null;
  /** The language the person chose (migration 019): 'en' | 'hi' | 'ta'; null: campus default. */
  language: string | null;
}

export interface StudentsTable {
  id: Generated<number>;
  register_number: string;
  student_name: string;
  batch: string;
  year: number;
  semester: number;
  department: string;
  gender: string;
  type: string;
  student_number: string;
  parent_number: string;
  active: number;
  inactive_reason: string | null;
  inactivated_at: string | null;
  created_at: string;
}

export interface SubjectsTable {
  id: Generated<number>;
  subject_code: string;
  subject_name: string;
  batch: string;
  year: number;
  semester: number;
  /** 'all' for a common subject. */
  department: string;
  /** The department whose Admin and HOD manage the subject, common or not. */
  owner_department: string;
  is_common: number;
  is_elective: number;
  created_at: string;
}

export interface AllocationsTable {
  id: Generated<number>;
  student_id: number;
  subject_id: number;
  allocated_by: number;
  allocated_at: string;
}

export interface AssignmentsTable {
  id: Generated<number>;
  staff_id: number;
  subject_id: number;
  status: number;
  assigned_by: string;
  assigned_by_id: number;
  assigned_date: string;
  status_updated_date: string;
}

export interface AttendanceTable {
  id: Generated<number>;
  student_id: number;
  subject_id: number;
  staff_id: number;
  register_number: string;
  faculty_code: string;
  subject_code: string;
  batch: string;
  department: string;
  year: number;
  semester: number;
  date: string;
  period: number;
  status: string;
  created_at: string;
  /** Set when the HOD voided the period: the record stays, but no longer counts anywhere. */
  voided_at: string | null;
  voided_by: number | null;
  void_reason: string | null;
}

/** Kept by triggers (migration 008): what counts of each student's records in a subject. */
export interface AttendanceTotalsTable {
  student_id: number;
  subject_id: number;
  year: number;
  semester: number;
  /** Records that count (not voided). */
  sessions: number;
  /** Of those, Present. */
  present: number;
  /** Of those, On Duty. */
  on_duty: number;
  /** Of those, Medical Leave (migration 016). */
  medical_leave: Generated<number>;
  /** Of those, Leave (migration 016). */
  on_leave: Generated<number>;
}

/** A leave or On-Duty request of one student (migration 018). */
export interface LeaveRequestsTable {
  id: Generated<number>;
  student_id: number;
  department: string;
  /** OD | ML | LEAVE */
  kind: string;
  from_date: string;
  to_date: string;
  /** Comma-separated periods of each day, or null: whole days. */
  periods: string | null;
  reason: string;
  /** pending | approved | rejected | withdrawn */
  state: string;
  /** Shared by the rows of one bulk request. */
  group_key: string | null;
  /** student | parent | staff */
  applicant_kind: string;
  applicant_staff_id: number | null;
  applicant_phone: string | null;
  created_at: string;
  decided_by: number | null;
  decided_at: string | null;
  decision_reason: string | null;
  withdrawn_by: number | null;
  withdrawn_at: string | null;
  withdraw_reason: string | null;
}

export interface LeaveCertificatesTable {
  /** Random, never the uploaded file's name. */
  name: string;
  request_id: number;
  media_type: string;
  size: number;
  sha256: string;
  content: Uint8Array;
  uploaded_at: string;
}

/** The correction layer over submitted records (migration 018). */
export interface AttendanceCorrectionsTable {
  id: Generated<number>;
  attendance_id: number;
  request_id: number;
  /** The effective status while not withdrawn. */
  status: string;
  created_at: string;
  created_by: number;
  withdrawn_at: string | null;
  withdrawn_by: number | null;
}

export interface ApiTokensTable {
  id: Generated<number>;
  staff_id: number;
  name: string;
  scope: string;
  secret_hash: string;
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** The mapping an import last used, per department, kind and header set (migration 012). */
export interface ImportMappingsTable {
  id: Generated<number>;
  department: string;
  kind: string;
  header_set: string;
  /** JSON array of the file's headers, for a reader of the table. */
  headers: string;
  /** JSON array: the field of each column, or null for an ignored one. */
  fields: string;
  staff_id: number;
  updated_at: string;
}

/** An abbreviation a HOD confirmed in a timetable grid import, per department (migration 014). */
export interface TimetableAbbreviationsTable {
  id: Generated<number>;
  department: string;
  /** As the grid import compares texts: capitals and digits only ("DBMSLAB"). */
  abbreviation: string;
  subject_code: string;
  staff_id: number;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  staff_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  /** 'full', or 'enrol' while the session may only add a passkey (migration 010). */
  scope: Generated<string>;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  staff_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  details: string | null;
}

export interface IdempotencyKeysTable {
  staff_id: number;
  key: string;
  request_hash: string;
  status_code: number;
  response_body: string;
  created_at: string;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  email: string;
  failed_at: string;
  /** The client address of the attempt; null for failures recorded before migration 005. */
  address: string | null;
}

export interface UsedCaptchasTable {
  nonce: string;
  expires_at: string;
}

export interface PasskeysTable {
  /** The credential id, base64url. */
  id: string;
  staff_id: number;
  /** COSE public key, base64url. */
  public_key: string;
  /** bigint: PostgreSQL answers it as text, SQLite as a number; read it with Number(). */
  counter: number | string;
  /** JSON array of transport names. */
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export interface PasskeyChallengesTable {
  challenge: string;
  /** 'register' (bound to staff_id) or 'authenticate' (anyone). */
  purpose: string;
  staff_id: number | null;
  expires_at: string;
}

export interface PasskeyPoliciesTable {
  department: string;
  /** optional | leaders | everyone */
  policy: string;
  updated_by: number | null;
  updated_at: string;
}

export interface DB {
  staff: StaffTable;
  students: StudentsTable;
  subjects: SubjectsTable;
  allocations: AllocationsTable;
  assignments: AssignmentsTable;
  attendance: AttendanceTable;
  attendance_totals: AttendanceTotalsTable;
  sessions: SessionsTable;
  api_tokens: ApiTokensTable;
  import_mappings: ImportMappingsTable;
  audit_log: AuditLogTable;
  idempotency_keys: IdempotencyKeysTable;
  login_failures: LoginFailuresTable;
  used_captchas: UsedCaptchasTable;
  week_terms: WeekTermsTable;
  week_days: WeekDaysTable;
  timetable_versions: TimetableVersionsTable;
  timetable_cells: TimetableCellsTable;
  timetable_abbreviations: TimetableAbbreviationsTable;
  attendance_slot_kinds: AttendanceSlotKindsTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  passkey_policies: PasskeyPoliciesTable;
  family_switches: FamilySwitchesTable;
  family_codes: FamilyCodesTable;
  family_sessions: FamilySessionsTable;
  family_session_children: FamilySessionChildrenTable;
  family_passkeys: FamilyPasskeysTable;
  counting_policies: CountingPoliciesTable;
  family_languages: FamilyLanguagesTable;
  alert_settings: AlertSettingsTable;
  alert_outbox: AlertOutboxTable;
  alert_counts: AlertCountsTable;
  alert_stops: AlertStopsTable;
  alert_runs: AlertRunsTable;
  alert_levels: AlertLevelsTable;
  leave_requests: LeaveRequestsTable;
  leave_certificates: LeaveCertificatesTable;
  attendance_corrections: AttendanceCorrectionsTable;
}

/** A department's term for one class (migration 009). */
export interface WeekTermsTable {
  id: Generated<number>;
  department: string;
  batch: string;
  year: number;
  semester: number;
  first_day: string;
  last_day: string;
  created_by: number;
  created_at: string;
}

/** A department's holiday or working day (kind 'holiday' | 'working'). */
export interface WeekDaysTable {
  id: Generated<number>;
  department: string;
  date: string;
  kind: string;
  name: string;
  created_by: number;
  created_at: string;
}

/** A class timetable in force from effective_from until the class's next version. */
export interface TimetableVersionsTable {
  id: Generated<number>;
  department: string;
  batch: string;
  year: number;
  semester: number;
  effective_from: string;
  created_by: number | null;
  created_at: string;
}

export interface TimetableCellsTable {
  version_id: number;
  /** Mon … Sun */
  weekday: string;
  period: number;
  subject_id: number;
}

/** A marked period that was not the timetable's own: 'substitution' or 'extra'. */
export interface AttendanceSlotKindsTable {
  subject_id: number;
  date: string;
  period: number;
  kind: string;
  timetabled_subjects: string;
  staff_id: number;
  created_at: string;
}

/** Per department: students and parents may sign in (migration 015; no row: off). */
export interface FamilySwitchesTable {
  department: string;
  enabled: number;
  updated_by: number | null;
  updated_at: string;
}

/** A one-time sign-in code of a student (login: register number) or parent (login: phone). */
export interface FamilyCodesTable {
  id: Generated<number>;
  kind: string;
  login: string;
  /** E.164: where the code went; the per-phone daily cap counts by it. */
  phone: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  wrong_tries: Generated<number>;
}

/** A student's or parent's session: the third kind beside staff sessions and API tokens. */
export interface FamilySessionsTable {
  id: string;
  /** 'student' | 'parent' */
  kind: string;
  phone: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

/** A student's or parent's chosen language (migration 019), by kind of sign-in and phone. */
export interface FamilyLanguagesTable {
  kind: string;
  phone: string;
  language: string;
  updated_at: string;
}

export interface FamilySessionChildrenTable {
  session_id: string;
  student_id: number;
}

/** A student's or parent's passkey (migration 016), owned by kind and login as a code is. */
export interface FamilyPasskeysTable {
  id: string;
  kind: string;
  login: string;
  /** E.164: the phone on record when it was added; it opens nothing once that changes. */
  phone: string;
  public_key: string;
  counter: number | string;
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** Per department: the statuses that count as attended, comma-joined (no row: P and OD). */
export interface CountingPoliciesTable {
  department: string;
  statuses: string;
  updated_by: number | null;
  updated_at: string;
}

/** Per department: which alerts go to parents, when, how many a day (migration 017). */
export interface AlertSettingsTable {
  department: string;
  absence: number;
  /** 'daily' | 'immediate' */
  absence_mode: string;
  daily_time: string;
  shortage: number;
  consecutive: number;
  consecutive_days: number;
  daily_cap: number;
  quiet_start: string | null;
  quiet_end: string | null;
  updated_by: number | null;
  updated_at: string;
}

/** One alert to send, once per alert_key (migration 017). */
export interface AlertOutboxTable {
  id: Generated<number>;
  alert_key: string;
  department: string;
  student_id: number;
  /** 'absence' | 'shortage' | 'consecutive' */
  kind: string;
  /** 'parent' | 'student' */
  recipient: string;
  /** The campus day the alert is about (absence) or was made (the others). */
  day: string;
  subject_id: number | null;
  /** Immediate absence: the period; null: the whole day. */
  period: number | null;
  /** JSON of what the text says that the records will not (shortage, consecutive). */
  facts: string | null;
  /** 'waiting' | 'sent' | 'failed' | 'cancelled' */
  state: string;
  reason: string;
  created_at: string;
  updated_at: string;
  next_at: string;
  claimed_until: string | null;
  attempts: Generated<number>;
  first_failed_at: string | null;
  sent_at: string | null;
  phone: string | null;
  message_text: string | null;
  gateway_answer: string | null;
  /** The language message_text is in, 'en' | 'hi' | 'ta' (migration 021). */
  language: string | null;
  /** SMS parts message_text takes (GSM-7 or UCS-2), what the gateway bills. */
  parts: number | null;
}

export interface AlertCountsTable {
  department: string;
  day: string;
  used: number;
}

export interface AlertStopsTable {
  phone: string;
  stopped_at: string;
}

export interface AlertRunsTable {
  department: string;
  day: string;
  claimed_until: string;
  finished_at: string | null;
  made: number | null;
}

export interface AlertLevelsTable {
  student_id: number;
  subject_id: number;
  year: number;
  semester: number;
  /** 75, 65, or 0 for the budget's "attend every remaining period". */
  line: number;
  since: string;
}
