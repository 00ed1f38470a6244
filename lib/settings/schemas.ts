import { z } from "zod";

// Input of POST /api_ctx/update_config. Every field is optional; the two edit
// modes are mutually exclusive.
export const UpdateConfigInput = z
  .object({
    theme: z.enum(["light", "dark"]).optional(),
    language: z.enum(["en", "zh"]).optional(),
    badgeColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, "badgeColor must be a colour like #68d8e7.")
      .optional(),
    ytEditMode: z.boolean().optional(),
    medialensEditMode: z.boolean().optional(),
    tileOrder: z.array(z.string().max(32)).max(32).optional(),
  })
  .strict()
  .refine((v) => !(v.ytEditMode && v.medialensEditMode), {
    message: "ytEditMode and medialensEditMode cannot both be on.",
  });

export type UpdateConfigInput = z.infer<typeof UpdateConfigInput>;
