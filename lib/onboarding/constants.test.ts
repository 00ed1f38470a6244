import { CREATE_ACCOUNT_STEP, LAST_STEP, STEP_COUNT, backState, nextState } from "./constants";

test("six steps, the fifth creates the account", () => {
  expect(STEP_COUNT).toBe(6);
  expect(CREATE_ACCOUNT_STEP).toBe(4);
  expect(LAST_STEP).toBe(5);
});

test("Back is hidden on the first and last steps and disabled on step 5", () => {
  expect([0, 1, 2, 3, 4, 5].map(backState)).toEqual(["hidden", "enabled", "enabled", "enabled", "disabled", "hidden"]);
});

test("Next waits for the account on step 5 and is gone on the last step", () => {
  expect([0, 1, 2, 3, 4, 5].map((s) => nextState(s, false))).toEqual(["enabled", "enabled", "enabled", "enabled", "disabled", "hidden"]);
  expect(nextState(4, true)).toBe("enabled");
});
