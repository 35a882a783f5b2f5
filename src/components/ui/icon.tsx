import React from "react";
import {
  ArrowDown,
  Brain,
  BriefcaseBusiness,
  Calendar,
  CalendarCheck,
  ExternalLink,
  FlaskConical,
  FolderOpen,
  Handshake,
  Mail,
  MessageSquare,
  Rocket,
  Send,
  Users,
  UsersRound,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "../../lib/icon-names";

/**
 * Explicit map instead of lucide's dynamic icon loader, so only these icons
 * are bundled. lucide has no brand marks, so the professional network uses a
 * neutral business icon; its links always carry the word "LinkedIn" as text.
 */
const ICONS: Record<IconName, LucideIcon> = {
  "arrow-down": ArrowDown,
  brain: Brain,
  calendar: Calendar,
  "calendar-check": CalendarCheck,
  "external-link": ExternalLink,
  "flask-conical": FlaskConical,
  "folder-open": FolderOpen,
  handshake: Handshake,
  linkedin: BriefcaseBusiness,
  mail: Mail,
  "message-square": MessageSquare,
  rocket: Rocket,
  send: Send,
  users: Users,
  "users-round": UsersRound,
};

interface IconProps {
  name: IconName;
  className?: string;
}

/** Decorative icon: the control it sits in carries the accessible name. */
export function Icon({ name, className }: IconProps) {
  const Component = ICONS[name];
  return <Component aria-hidden="true" focusable="false" className={className} />;
}
