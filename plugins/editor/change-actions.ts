import type { BackendAction } from "./backend-requests";

/**
 * The local backend's actions that change files: the backend checks them and
 * runs them one at a time, and the editor's page shows their refusals. Plain
 * data, so the page's script can read it without the request schemas.
 */
export const CHANGE_ACTIONS = [
  "persistEntry",
  "persistMedia",
  "deleteFile",
  "deleteFiles",
] as const satisfies readonly BackendAction[];

export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

export const isChangeAction = (action: unknown): action is ChangeAction =>
  (CHANGE_ACTIONS as readonly unknown[]).includes(action);
