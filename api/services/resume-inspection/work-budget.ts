import { ResumeRefused } from './refused';
import { resumeRefusals } from './resume-refusals';

/**
 * How many steps (tokens, elements) one inspection may still take: a file that needs more is refused
 * as unreadable rather than read for seconds. Genuine resumes need a small fraction of any budget set.
 */
export class WorkBudget {
  constructor(public remaining: number) {}

  spend(): void {
    this.remaining -= 1;
    if (this.remaining < 0) throw new ResumeRefused(resumeRefusals.unreadable);
  }
}
