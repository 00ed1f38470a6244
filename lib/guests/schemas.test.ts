import { formatHomeNumber, normalizeHomeNumber } from "./schemas";

test.each([
  ["", ""],
  ["12", "12"],
  ["1234", "123-4"],
  ["1234567", "123-4567"],
  ["1234567890", "123-4567-890"],
  ["123-4567-8901234", "123-4567-890"],
  ["12a 34", "123-4"],
])("formatHomeNumber(%j) is %j", (input, expected) => {
  expect(formatHomeNumber(input)).toBe(expected);
  expect(normalizeHomeNumber(formatHomeNumber(input))).toBe(expected.replace(/-/g, ""));
});
