// What the shell knows about the person looking at the page (passed from the
// server layout to client components as plain props).
export type LoginUserType = "owner" | "registered_guest" | "guest";

export type Viewer = {
  name: string;
  loginUserType: LoginUserType;
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
