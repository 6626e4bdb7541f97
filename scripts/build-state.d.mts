export const ROOT: string;
export const SERVER_ENTRY: string;
/** Node's flags for the server process (npm start and serverCommand). */
export const SERVER_NODE_FLAGS: string[];
/** The server process's own environment (npm start, serverCommand's callers, the deploy files). */
export const SERVER_ENV: Record<string, string>;
/** Undefined when the build is fresh; otherwise why it is not. */
export function staleBuild(): string | undefined;
