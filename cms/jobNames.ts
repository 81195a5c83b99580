/** The periodic jobs by name, in the order a run takes them (cms/jobs.ts): seats before reminders, the purge last. */
export const JOB_NAMES = ['seat-offers', 'reminders', 'morning-after', 'announcements', 'purge'] as const
export type JobName = (typeof JOB_NAMES)[number]

export const isJobName = (name: string): name is JobName => (JOB_NAMES as readonly string[]).includes(name)
