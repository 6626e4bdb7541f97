import { useSession } from './session';

/**
 * Whether this browser's session is an operator's "View as owner" (issue 27): the owner's app, read-only.
 * The server refuses every write in it; the app shows a banner and disables its controls.
 */
export function useViewingAsOwner(): boolean {
  const { session } = useSession();
  return !!session?.user.ww_viewed_by;
}
