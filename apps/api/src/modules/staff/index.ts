// What the staff module offers the rest of the API; nothing else of it is imported from outside.
export { assertMaySignIn } from './sign-in-gate';
export { StaffApprovalRepo } from './staff-approval.repo';
export { type Approver, designationsDecidedBy } from './staff-approval.service';
export { toStaffDto } from './staff-dto';
