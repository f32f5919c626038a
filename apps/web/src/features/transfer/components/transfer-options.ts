import { ATTENDANCE, BEHAVIOUR, type Attendance, type Behaviour } from '@form-a/domain/enums';

/** Stored values are checked before they pick a translation: old data may hold other words. */
export const isAttendanceLabel = (value: string): value is Attendance =>
  ATTENDANCE.some((option) => option.value === value);

export const isBehaviourLabel = (value: string): value is Behaviour =>
  BEHAVIOUR.some((option) => option.value === value);
