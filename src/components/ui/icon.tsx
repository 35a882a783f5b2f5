import React, { type ComponentType, type SVGProps } from "react";
import ArrowDown from "lucide-react/icons/arrow-down";
import Brain from "lucide-react/icons/brain";
import Calendar from "lucide-react/icons/calendar";
import CalendarCheck from "lucide-react/icons/calendar-check";
import ExternalLink from "lucide-react/icons/external-link";
import FlaskConical from "lucide-react/icons/flask-conical";
import FolderOpen from "lucide-react/icons/folder-open";
import Handshake from "lucide-react/icons/handshake";
import Mail from "lucide-react/icons/mail";
import MessageSquare from "lucide-react/icons/message-square";
import Rocket from "lucide-react/icons/rocket";
import Send from "lucide-react/icons/send";
import Users from "lucide-react/icons/users";
import UsersRound from "lucide-react/icons/users-round";
import type { IconName } from "../../lib/icon-names";
import { LinkedInIcon } from "./linkedin-icon";

/** Explicit map instead of lucide's dynamic icon loader, so only these icons are bundled. */
const ICONS: Record<IconName, ComponentType<SVGProps<SVGSVGElement>>> = {
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
