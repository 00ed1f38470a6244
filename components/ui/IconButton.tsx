import type { ComponentProps } from "react";

type Props = Omit<ComponentProps<"button">, "type" | "title" | "aria-label"> & {
  /** What the button does: its accessible name and its hover tip. */
  label: string;
  testId: string;
};

/** A button that shows only an icon (its children): the label names it for screen readers and on hover. */
export function IconButton({ label, testId, ...button }: Props) {
  return <button type="button" {...button} aria-label={label} title={label} data-testid={testId} />;
}
