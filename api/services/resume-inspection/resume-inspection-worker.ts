/** The worker thread that inspects uploaded resumes (see api/workers/worker-pool.ts). */
import { serveTasks } from '../../workers/serve-tasks';
import { resumeInspectionTasks } from './resume-inspection-tasks';

serveTasks(resumeInspectionTasks);
