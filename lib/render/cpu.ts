/**
 * CPU time for the engine's timings, beside wall time, so a run starved of the CPU (by a neighbour
 * at a higher priority) does not pass for a slow map, nor a fast one for a cheap one.
 *
 * process.cpuUsage: the whole process's CPU (every thread: the raster workers', sharp's and libuv's
 * pools, the garbage collector's), in µs. Node 20 has no per-thread reading but
 * /proc/thread-self/stat, in clock ticks of 10 ms: as coarse as a whole encode stage, and it misses
 * the threads a stage hands its work to (sharp encodes on libvips's threads). So a stage's CPU here
 * is what the process spent while it ran: its own exactly when the process makes one poster at a
 * time (the bench), and more when posters overlap (a server under load).
 */
export type CpuMark = NodeJS.CpuUsage;

export const cpuMark = (): CpuMark => process.cpuUsage();

/** Milliseconds of CPU the process has spent since `mark`. */
export function cpuSince(mark: CpuMark): number {
  const { user, system } = process.cpuUsage(mark);
  return (user + system) / 1000;
}
