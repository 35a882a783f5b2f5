/** Icon names the owner may use in content/*.json; src/components/ui/icon.tsx maps each to a component. */
export const ICON_NAMES = [
  "arrow-down",
  "brain",
  "calendar",
  "calendar-check",
  "external-link",
  "flask-conical",
  "folder-open",
  "handshake",
  "linkedin",
  "mail",
  "message-square",
  "rocket",
  "send",
  "users",
  "users-round",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export function isIconName(name: string): name is IconName {
  return (ICON_NAMES as readonly string[]).includes(name);
}
