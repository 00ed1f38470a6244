// The role vocabulary, shared by the server and the pages (no server imports).

/** The role a session is signed in with (stored on the session row). */
export type LoginUserType = "owner" | "registered_guest" | "guest";

/**
 * Every kind of caller an API route can name. Beyond the session roles:
 * "lens_invitee", someone who opened a passcode invite and may see one media
 * lens only, and "agent_relay", the hosted face asking a home through its agent.
 */
export type CallerRole = LoginUserType | "lens_invitee" | "agent_relay";

/** A caller kind, or "admin": an owner the server counts as an administrator. */
export type ApiRole = CallerRole | "admin";

/** Who may call a route: "anyone" (no session needed; the credentials or the service decide) or the roles listed. */
export type Roles = "anyone" | readonly ApiRole[];

/** Everyone signed in to a home: its owner, its guests and visiting friends. */
export const VIEWERS = ["owner", "registered_guest", "guest"] as const satisfies readonly ApiRole[];
export const OWNER = ["owner"] as const satisfies readonly ApiRole[];
