export const ROOT: string;
export const SERVER_ENTRY: string;
/** Node's flags for the server process (npm start and serverCommand). */
export const SERVER_NODE_FLAGS: string[];
/** Undefined when the build is fresh; otherwise why it is not. */
export function staleBuild(): string | undefined;
