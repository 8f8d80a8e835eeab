import { inspectResume, type ResumeInspection } from './inspect-resume';

/** What the resume inspection's worker thread runs: the bytes arrive as a copy, without Buffer's prototype. */
export const resumeInspectionTasks = {
  inspect: (input: { bytes: Uint8Array; originalName: string }): Promise<ResumeInspection> =>
    inspectResume(Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength), input.originalName),
};

export type ResumeInspectionTasks = typeof resumeInspectionTasks;
