import type { ResumeRefusal } from './resume-refusals';

/** Thrown deep inside an inspection to stop it at the first reason to refuse the file. */
export class ResumeRefused extends Error {
  constructor(readonly refusal: ResumeRefusal) {
    super(refusal);
  }
}

/** Runs an inspection, turning a thrown refusal into its message and anything else into an error. */
export async function refusalOf(inspection: () => Promise<void> | void): Promise<ResumeRefusal | null> {
  try {
    await inspection();
    return null;
  } catch (error) {
    if (error instanceof ResumeRefused) return error.refusal;
    throw error;
  }
}
