/** The worker thread of the studio's heavy work on drafts (see api/workers/worker-pool.ts). */
import { serveTasks } from '../../../workers/serve-tasks';
import { staffWorkTasks } from './staff-work-tasks';

serveTasks(staffWorkTasks);
