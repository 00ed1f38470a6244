import { READS_AHEAD, READ_BYTES } from "./protocol";

// A relayed body is pulled from the home, not pushed: the hosted server holds
// at most READS_AHEAD reads per viewer, and a viewer who goes stops the asking.

/** A stream of start..end read through `read`, keeping up to READS_AHEAD reads in flight; `onLeft` when cancelled before all was asked. */
export function pulledBody(
  read: (start: number, length: number) => Promise<Uint8Array>,
  range: { start: number; end: number },
  onLeft?: () => void,
): ReadableStream<Uint8Array> {
  let next = range.start;
  const inFlight: { length: number; bytes: Promise<Uint8Array> }[] = [];
  const fill = () => {
    while (inFlight.length < READS_AHEAD && next <= range.end) {
      const length = Math.min(READ_BYTES, range.end - next + 1);
      const bytes = read(next, length);
      bytes.catch(() => undefined); // awaited in pull; a read dropped by cancel must not be an unhandled rejection
      inFlight.push({ length, bytes });
      next += length;
    }
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        fill();
        const first = inFlight.shift();
        if (!first) return controller.close();
        const got: Uint8Array | ArrayBuffer = await first.bytes; // a Buffer in Node, already a Uint8Array
        const bytes = got instanceof Uint8Array ? got : new Uint8Array(got);
        // A file that changed size at home since the head: stop rather than send a wrong length.
        if (bytes.byteLength !== first.length) throw new Error("The file changed at home during the transfer.");
        controller.enqueue(bytes);
        if (!inFlight.length && next > range.end) controller.close();
      },
      cancel() {
        if (next <= range.end) onLeft?.();
        next = range.end + 1;
        inFlight.length = 0;
      },
    },
    { highWaterMark: 0 },
  );
}
