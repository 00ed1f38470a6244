import { SCAN_ERRORS, scanError, scanErrorOf, type ScanErrorKey } from "./scan-errors";

describe("scan error texts", () => {
  test("each cause is recognised back from its sentence, with its values", () => {
    const values: Record<string, string> = { path: "/srv/media/Family (2024): trips", reason: "EACCES" };
    for (const key of Object.keys(SCAN_ERRORS) as ScanErrorKey[]) {
      const text = scanError(key, values);
      const names = [...SCAN_ERRORS[key].matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
      expect(scanErrorOf(text)).toEqual({ key, values: Object.fromEntries(names.map((name) => [name, values[name]])) });
    }
  });

  test("the database causes name no driver text, and any other text is not a known cause", () => {
    expect(scanError("diskFull")).toBe("The database could not be written: the disk is full.");
    expect(scanError("rootGone", { path: "/srv/photos" })).toBe("Media root folder not found: /srv/photos");
    expect(scanErrorOf("Raw query failed. Code: N/A. Message: undefined")).toBeNull();
    expect(scanErrorOf("Unknown media root 42")).toBeNull();
  });
});
