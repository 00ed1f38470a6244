import { expect, type APIRequestContext } from "@playwright/test";

// Session helpers for the browser tests: the home face's demo owner (name
// "demo", key "1234", created by the e2e server) signs in through the two
// sign-in calls; edit mode is set the same way on both faces.

export async function signInDemoOwner(request: APIRequestContext) {
  expect((await request.post("/check_username", { data: { username: "demo" } })).ok()).toBe(true);
  expect((await request.post("/check_password", { data: { key: "1234" } })).ok()).toBe(true);
}

/** The owner's edit mode for categories and channels (ytEditMode). */
export async function setEditMode(request: APIRequestContext, on: boolean) {
  expect((await request.post("/api_ctx/update_config", { data: { ytEditMode: on } })).ok()).toBe(true);
}
