/** Writes the render worker's bundle under `root` (default: the working directory), to `outfile` if given; returns its path. */
export declare function buildRenderWorker(root?: string, outfile?: string): Promise<string>;
