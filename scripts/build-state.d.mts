export const ROOT: string;
export const SERVER_ENTRY: string;
/** Undefined when the build is fresh; otherwise why it is not. */
export function staleBuild(): string | undefined;
