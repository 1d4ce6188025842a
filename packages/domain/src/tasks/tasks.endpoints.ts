import { z } from 'zod';
import { defineEndpoints } from '../contract';
import { TASK_GROUPS, TASK_LIMITS, type TaskGroupKey } from './tasks.rules';

export * from './tasks.rules';

const TaskGroupKeySchema = z.enum(TASK_GROUPS.map((g) => g.key) as [TaskGroupKey, ...TaskGroupKey[]]);

export const TaskItemSchema = z.object({
  listingId: z.int(),
  /** The listing's title, else its address. */
  title: z.string(),
  /** What is due or missing, in a few words. */
  detail: z.string(),
  /** The date the task is about (an expiration, a request), if any. */
  date: z.string().nullable(),
  /** The screen where the task is resolved. */
  link: z.string(),
  /** Expiring listings: the user opted out of this listing's expiry reminders. */
  remindersOff: z.boolean(),
});
export type TaskItem = z.infer<typeof TaskItemSchema>;

export const MyTasksSchema = z
  .object({
    groups: z.array(
      z.object({
        key: TaskGroupKeySchema,
        title: z.string(),
        action: z.string(),
        count: z.int(),
        items: z.array(TaskItemSchema),
      }),
    ),
  })
  .meta({ id: 'MyTasks' });
export type MyTasks = z.infer<typeof MyTasksSchema>;

export const taskEndpoints = defineEndpoints({
  getMyTasks: {
    method: 'GET',
    path: '/api/mytasks',
    summary: `The user's tasks within the listings they may see, by group (listings expiring within ${TASK_LIMITS.expiringWithinDays} days, listings missing required data, private site access requests to approve): each group's count and first ${TASK_LIMITS.itemsPerGroup} items, each linking where it is resolved`,
    tags: ['tasks'],
    allow: ['agent', 'staff', 'branchManager'],
    response: MyTasksSchema,
  },
});
