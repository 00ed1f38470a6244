// What the shell knows about the person looking at the page (passed from the
// server layout to client components as plain props).
import type { CallerRole } from "../auth/roles";

export type Viewer = {
  name: string;
  loginUserType: CallerRole;
  isAdmin: boolean;
};

export type UserSettings = {
  theme: string;
  language: "en" | "zh";
  ytEditMode: boolean;
  medialensEditMode: boolean;
  badgeColor: string;
  tileOrder: string[];
};

export const DEFAULT_SETTINGS: UserSettings = {
  theme: "light",
  language: "en",
  ytEditMode: false,
  medialensEditMode: false,
  badgeColor: "#68d8e7",
  tileOrder: [],
};
