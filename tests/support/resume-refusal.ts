import { inspectResume } from '../../api/services/resume-inspection/inspect-resume';

/** The refusal the resume inspection gives this file under this name, or null when the file passes. */
export async function resumeRefusal(bytes: Buffer, name: string) {
  const inspection = await inspectResume(bytes, name);
  return inspection.ok ? null : inspection.refusal;
}
