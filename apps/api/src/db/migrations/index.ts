import type { Migration } from 'kysely';
import * as m001 from './001_initial';
import * as m002 from './002_attendance_slot_key';
import * as m003 from './003_attendance_void_columns';
import * as m004 from './004_staff_approval';
import * as m005 from './005_staff_id_card_not_unique';
import * as m006 from './006_attendance_void';
import * as m007 from './007_oversight_indexes';
import * as m008 from './008_attendance_totals';
import * as m009 from './009_college_week';
import * as m010 from './010_passkeys';
import * as m011 from './011_api_tokens';
import * as m012 from './012_import_mappings';
import * as m013 from './013_attendance_day_order';
import * as m014 from './014_timetable_abbreviations';
import * as m015 from './015_family_side';
import * as m016 from './016_family_passkeys_counting_policy';
import * as m017 from './017_alerts';
import * as m018 from './018_leave_requests';
import * as m019 from './019_languages';
import * as m021 from './021_alert_languages';

/** Every migration, in order. Frozen once landed: change the schema with a new one. */
export const migrations: Record<string, Migration> = {
  '001_initial': m001,
  '002_attendance_slot_key': m002,
  '003_attendance_void_columns': m003,
  '004_staff_approval': m004,
  '005_staff_id_card_not_unique': m005,
  '006_attendance_void': m006,
  '007_oversight_indexes': m007,
  '008_attendance_totals': m008,
  '009_college_week': m009,
  '010_passkeys': m010,
  '011_api_tokens': m011,
  '012_import_mappings': m012,
  '013_attendance_day_order': m013,
  '014_timetable_abbreviations': m014,
  '015_family_side': m015,
  '016_family_passkeys_counting_policy': m016,
  '017_alerts': m017,
  '018_leave_requests': m018,
  '019_languages': m019,
  '021_alert_languages': m021,
};
