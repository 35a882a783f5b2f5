/** Where one role of the timeline lies in its list, in px from the list's top, without any room added. */
export interface RolePlace {
  /** The role's top: its logo's. */
  top: number;
  /** Where its last line of text ends. */
  end: number;
}

/** Room to add under one role: the last the box shows whole. */
export interface RoleRoom {
  role: number;
  room: number;
}

/**
 * Where the timeline's box should end between two roles rather than through
 * one: under the last role that ends above the box's fade, room enough to push
 * the next down to where the box no longer shows it. The rail runs on through
 * that room into the fade, as the list runs on below; the roles above keep
 * their rhythm. Null when the list fits the box, when a role already ends
 * clean, or when the room would outgrow `maxRoom`.
 */
/** The places are read from offsetTop and offsetHeight, which round to whole pixels: each may be half a pixel off. */
const ROUNDING_PX = 0.5;

export function roleRoom(roles: readonly RolePlace[], edge: number, fade: number, maxRoom: number): RoleRoom | null {
  const last = roles[roles.length - 1];
  if (!last || last.end <= edge) return null;
  for (let role = roles.length - 2; role >= 0; role -= 1) {
    if (roles[role]!.end + ROUNDING_PX > edge - fade) continue;
    const room = Math.ceil(edge - roles[role + 1]!.top + ROUNDING_PX);
    return room > 0 && room <= maxRoom ? { role, room } : null;
  }
  return null;
}
