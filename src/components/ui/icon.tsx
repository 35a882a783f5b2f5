import React from "react";
import {
  ArrowDown,
  Brain,
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
import { LinkedInIcon } from "./linkedin-icon";

/** Explicit map instead of lucide's dynamic icon loader, so only these icons are bundled. */
const ICONS: Record<IconName, LucideIcon> = {
  "arrow-down": ArrowDown,
  brain: Brain,
  calendar: Calendar,
  "calendar-check": CalendarCheck,
  "external-link": ExternalLink,
  "flask-conical": FlaskConical,
  "folder-open": FolderOpen,
  handshake: Handshake,
  linkedin: LinkedInIcon,
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
