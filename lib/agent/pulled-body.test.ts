import { pulledBody } from "./pulled-body";
import { READS_AHEAD, READ_BYTES } from "./protocol";

// How a relayed body asks the home for its bytes: in order, at most
// READS_AHEAD reads ahead of the viewer, and, when the viewer goes before the
// end was asked for, once onLeft (the home is told to let go).

function source(size: number) {
  const asked: number[] = [];
  const read = (start: number, length: number) => {
    asked.push(start);
    return Promise.resolve(new Uint8Array(length).fill(start / READ_BYTES));
  };
  return { asked, read, range: { start: 0, end: size - 1 } };
}

test("all the bytes, in order, never more than READS_AHEAD reads ahead; nothing to let go at the end", async () => {
  const size = (READS_AHEAD + 3) * READ_BYTES + 10;
  const { asked, read, range } = source(size);
  let left = 0;
  const reader = pulledBody(read, range, () => left++).getReader();
  const first = await reader.read();
  expect(first.value?.byteLength).toBe(READ_BYTES);
  expect(asked).toHaveLength(READS_AHEAD);
  let total = first.value!.byteLength;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) total += chunk.value.byteLength;
  expect(total).toBe(size);
  expect(asked).toEqual(Array.from({ length: READS_AHEAD + 4 }, (_, index) => index * READ_BYTES));
  expect(left).toBe(0);
});

test("a viewer who goes before the end was asked for: no more reads, and the home is told once", async () => {
  const { asked, read, range } = source((READS_AHEAD + 5) * READ_BYTES);
  let left = 0;
  const reader = pulledBody(read, range, () => left++).getReader();
  await reader.read();
  await reader.cancel();
  expect(left).toBe(1);
  expect(asked).toHaveLength(READS_AHEAD);
});

test("a viewer who goes once every read was asked for: the home lets go by itself", async () => {
  const { read, range } = source(2 * READ_BYTES);
  let left = 0;
  const reader = pulledBody(read, range, () => left++).getReader();
  await reader.read();
  await reader.cancel();
  expect(left).toBe(0);
});
