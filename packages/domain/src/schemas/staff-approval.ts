import { z } from 'zod';
import { DESIGNATIONS } from '../constants';
import { idNumber } from './common';

/** Where a staff account stands: only approved staff sign in (issue 10, staff approval). */
export const STAFF_STATUSES = ['pending', 'approved', 'rejected', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const approvalParams = z.object({ staffId: idNumber });

/** A registration waiting for its department, as the approval screen lists it. */
export const pendingStaffDto = z.object({
  staffID: z.number(),
  staffName: z.string(),
  email: z.string(),
  phone: z.string(),
  department: z.string(),
  designation: z.enum(DESIGNATIONS),
  registeredAt: z.string(),
});
export type PendingStaffDto = z.infer<typeof pendingStaffDto>;

export const approvalDecisionAnswer = z.object({
  message: z.string(),
  staffID: z.number(),
  status: z.enum(STAFF_STATUSES),
});
export type ApprovalDecisionAnswer = z.infer<typeof approvalDecisionAnswer>;
