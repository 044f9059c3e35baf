/**
 * Resolves in a task of its own, after what the page has already queued: input, a frame, the
 * network's answers. What follows it is not part of the current task (issue #25: a long task on a
 * phone is blocking time).
 * @example await nextTask(); // the rest runs in a new task
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
