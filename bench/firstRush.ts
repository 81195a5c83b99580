import { mailSettled, registrationBurst, type BurstResult } from './burst'

/**
 * The rush a night meets (issue 53): the announcement lands and a thousand phones arrive at a
 * site that had been serving the odd page. Each round, for our server and for the bare one in
 * turn (alternating who goes first): a new night of 100 seats, ordinary reads, then at least
 * `quietMs` with no request at all, then 1,000 simultaneous registrations. The first round and
 * the worst round are the figures; there is no median of rounds.
 */
export interface RushSide {
  /** One URL, or the web processes of one site (the requests go to them in turn). */
  urls: string[]
  /** A new night of 100 seats: its id. */
  newNight(round: number): Promise<string | number>
  /** The paths of the ordinary reads before the quiet spell. */
  readPaths: string[]
}

export interface RushRound {
  ours: BurstResult
  bare: BurstResult
  oursNight: string | number
  /** ours p99 / bare p99 */
  ratio: number
}

export interface RushOptions {
  rounds: number
  quietMs: number
  /** How many ordinary reads each side serves before its quiet spell. */
  reads: number
  /** Where our server's mail lands: each rush starts once the previous one's mail has gone out. */
  outbox: string
  tag: string
}

/** `count` GETs over `paths` in turn, ten at a time, as a handful of visitors browsing would. */
async function ordinaryReads(url: string, paths: string[], count: number) {
  let next = 0
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < count) {
        const path = paths[next++ % paths.length]
        await (await fetch(`${url}${path}`)).arrayBuffer()
      }
    }),
  )
}

/** A burst's connections dropped at a full listen queue, as printed. */
export const drops = (burst: BurstResult) => (burst.listenDrops === null ? 'unknown' : String(burst.listenDrops))

const quiet = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function firstRushes(ours: RushSide, bare: RushSide, options: RushOptions): Promise<RushRound[]> {
  const rounds: RushRound[] = []
  for (let round = 0; round < options.rounds; round++) {
    const nights = { ours: await ours.newNight(round), bare: await bare.newNight(round) }
    const results: Partial<Record<'ours' | 'bare', BurstResult>> = {}
    for (const who of round % 2 === 0 ? (['ours', 'bare'] as const) : (['bare', 'ours'] as const)) {
      const side = who === 'ours' ? ours : bare
      await mailSettled(options.outbox)
      await ordinaryReads(side.urls[0], side.readPaths, options.reads)
      await quiet(options.quietMs)
      results[who] = await registrationBurst(side.urls, nights[who], `${options.tag}${round}`)
    }
    const ratio = results.ours!.p99 / Math.max(1, results.bare!.p99)
    rounds.push({ ours: results.ours!, bare: results.bare!, oursNight: nights.ours, ratio })
    console.log(
      `   rush round ${round + 1}: ours p99 ${results.ours!.p99.toFixed(0)} ms, bare ${results.bare!.p99.toFixed(0)} ms (${ratio.toFixed(2)}x); connections dropped: ours ${drops(results.ours!)}, bare ${drops(results.bare!)}`,
    )
  }
  await mailSettled(options.outbox)
  return rounds
}

/** The figures of a series of rounds: the first, the worst (highest ratio), and every round as printed. */
export function rushFigures(rounds: RushRound[], stored: number[]) {
  const worst = rounds.reduce((a, b) => (b.ratio > a.ratio ? b : a))
  const everyRound = rounds
    .map(
      (round, i) =>
        `${i + 1}: ${round.ours.p99.toFixed(0)} vs ${round.bare.p99.toFixed(0)} ms (${round.ratio.toFixed(2)}x), ${round.ours.created} sold (${stored[i]} stored), ${round.ours.full} full, ${round.ours.fiveXX} 5xx, dropped ${drops(round.ours)} / ${drops(round.bare)}`,
    )
    .join('; ')
  const exact = rounds.every((round, i) => round.ours.created === 100 && stored[i] === 100 && round.ours.fiveXX === 0)
  return { first: rounds[0], worst, everyRound, exact }
}
