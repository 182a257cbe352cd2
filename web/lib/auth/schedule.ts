/**
 * Work that may finish after the answer: a server action passes Next's `after`, so that the answer
 * leaves before the work starts and takes as long whatever the work finds (an address with an account
 * or without). Without one (scripts, tests) the work is awaited.
 */
export type Schedule = (work: () => Promise<void>) => void

export async function runOrSchedule(work: () => Promise<void>, schedule?: Schedule): Promise<void> {
  if (schedule) schedule(work)
  else await work()
}
