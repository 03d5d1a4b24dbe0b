export interface LeftProcess {
  pid: number;
  command: string;
}
export function processesCarrying(marker: string): LeftProcess[] | undefined;
export function processesLeftBehind(marker: string, graceMs?: number): Promise<LeftProcess[] | undefined>;
