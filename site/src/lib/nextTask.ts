/** Resolves in a task of its own, after the one running now (and the microtasks it queued) has ended. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))
