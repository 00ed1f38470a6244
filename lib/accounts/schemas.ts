import { z } from "zod";

// Home-face sign-in inputs (documents: name and key, trimmed, at most 10 characters).
export const CheckUsernameInput = z.object({
  username: z.string({ error: "Please enter your name." }).trim().min(1, "Please enter your name.").max(10, "The name has at most 10 characters."),
});

export const CheckPasswordInput = z.object({
  key: z
    .string({ error: "Please enter a key." })
    .trim()
    .min(1, "Please enter a key.")
    .max(10, "The key has at most 10 characters.")
    .regex(/^\d+$/, "The key is made of digits."),
});

export const FirstRunSetupInput = z
  .object({
    name: CheckUsernameInput.shape.username,
    key: CheckPasswordInput.shape.key.pipe(z.string().min(4, "The key needs at least 4 digits.")),
    repeatKey: z.string().trim(),
    // The one-time code from the server's log (lib/accounts/setup-code.ts).
    setupCode: z.string({ error: "Please enter the setup code." }).trim().min(1, "Please enter the setup code.").max(40, "The setup code is not right."),
  })
  .refine((v) => v.key === v.repeatKey, { message: "The two keys are not the same." });
