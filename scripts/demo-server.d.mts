/** The production server on a fresh demo database (demo-server.mjs). */
export function startDemoServer(port: number): Promise<{ url: string; stop: () => Promise<void> }>;
