import path from 'node:path';

/** Where a running server's operator endpoint is, and the token it takes, as it writes them to DATA_DIR. */
export interface EndpointAnnouncement {
  pid: number;
  port: number;
  token: string;
}

export function announcementFile(dataDir: string): string {
  return path.join(dataDir, 'operator.json');
}
