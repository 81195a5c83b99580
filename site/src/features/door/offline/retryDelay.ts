/**
 * How long the queue waits before its next upload after `failures` uploads in a row found no
 * network: 2 s, 4 s, 8 s … at most a minute, each time somewhere in its upper half, so the phones
 * at a door do not all try again at the same instant.
 */
export function retryDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(60_000, 1000 * 2 ** Math.max(1, failures))
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}
